/**
 * Unicode TR39's "highly restrictive" level for a name: its letters are of one script (Common and Inherited
 * aside), or of one of the combinations Japanese, Chinese and Korean writing use. A name mixing scripts is how
 * a link hides in plain sight (`premiꓸcom`, with a Lisu letter for the dot), as browsers know from look-alike
 * domain names.
 */

/** The scripts of Unicode by their ISO 15924 codes, Common, Inherited and Unknown aside. */
const scriptCodes =
  'Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Berf Bhks Bopo Brah Brai Bugi Buhd Cakm Cans Cari Cham Cher Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba Elym Ethi Gara Geor Glag Gong Gonm Goth Gran Grek Gujr Gukh Guru Hang Hani Hano Hatr Hebr Hira Hluw Hmng Hmnp Hung Ital Java Kali Kana Kawi Khar Khmr Khoj Kits Knda Krai Kthi Lana Laoo Latn Lepc Limb Lina Linb Lisu Lyci Lydi Mahj Maka Mand Mani Marc Medf Mend Merc Mero Miao Mlym Modi Mong Mroo Mtei Mult Mymr Nagm Nand Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya Osge Osma Ougr Palm Pauc Perm Phag Phli Phlp Phnx Plrd Prti Rjng Rohg Runr Samr Sarb Saur Sgnw Shaw Shrd Sidd Sidt Sind Sinh Sogd Sogo Sora Soyo Sund Sunu Sylo Syrc Tagb Takr Tale Talu Taml Tang Tavt Tayo Telu Tfng Tglg Thaa Thai Tibt Tirh Tnsa Todr Tols Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb'

/** The combinations of several scripts the level allows. */
const allowedCombinations = [
  ['Latn', 'Hani', 'Hira', 'Kana'],
  ['Latn', 'Hani', 'Bopo'],
  ['Latn', 'Hani', 'Hang'],
]

let scriptPatterns: [string, RegExp][] | undefined

/** A pattern per script this JavaScript engine knows (an older one may not know the newest scripts). */
function patterns(): [string, RegExp][] {
  scriptPatterns ??= scriptCodes.split(' ').flatMap((code): [string, RegExp][] => {
    try {
      return [[code, new RegExp(`\\p{Script_Extensions=${code}}`, 'u')]]
    } catch {
      return []
    }
  })
  return scriptPatterns
}

/** Common or Inherited: punctuation, digits, combining accents, which any script may use. */
const sharedScript = /[\p{Script=Common}\p{Script=Inherited}]/u

/** The scripts each character of `name` belongs to, shared characters aside. */
function scriptSets(name: string): string[][] {
  return Array.from(name)
    .filter((character) => !sharedScript.test(character))
    .map((character) => patterns().flatMap(([code, pattern]) => (pattern.test(character) ? [code] : [])))
}

/** Whether `name` is written in one script, or one of the combinations Japanese, Chinese and Korean use. */
export function isSingleScript(name: string): boolean {
  const sets = scriptSets(name)
  if (sets.some((set) => set.length === 0)) return false
  const [first = []] = sets
  if (first.some((code) => sets.every((set) => set.includes(code)))) return true
  return allowedCombinations.some((combination) => sets.every((set) => set.some((code) => combination.includes(code))))
}

const letter = /\p{L}/u
const commonScript = /\p{Script=Common}/u
/** The modifier apostrophes of Hawaiian and other names: letters of no script, yet letters of a name. */
const nameApostrophes = new Set(['ʻ', 'ʼ'])

/**
 * Whether `name` holds a letter of no script of its own (Common), such as `ˌ` (U+02CC), which reads as a dot
 * between two others: `premiˌcom`.
 */
export function hasSharedLetter(name: string): boolean {
  return Array.from(name).some(
    (character) => letter.test(character) && commonScript.test(character) && !nameApostrophes.has(character),
  )
}

/** Characters that show nothing (Hangul fillers, the combining grapheme joiner, variation selectors…). */
export const invisibleCharacter = /\p{Default_Ignorable_Code_Point}/u

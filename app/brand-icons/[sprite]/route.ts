import { brandSpriteFile, brandSprites, brandSpriteSvg, type BrandSprite } from '@/lib/brand/sprites'

// Prerendered at build time: one static file per sprite.
export const dynamic = 'force-static'
export const dynamicParams = false

const sprites = Object.keys(brandSprites) as BrandSprite[]

export function generateStaticParams() {
  return sprites.map((sprite) => ({ sprite: brandSpriteFile(sprite) }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ sprite: string }> }) {
  const { sprite: file } = await params
  const sprite = sprites.find((name) => brandSpriteFile(name) === file)
  if (!sprite) return new Response('Not found', { status: 404 })
  return new Response(brandSpriteSvg(sprite), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } })
}

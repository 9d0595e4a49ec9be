import * as lucide from 'lucide'
import type { IconNode } from 'lucide'
import type { ReactElement, SVGProps } from 'react'
import type { IconName } from '@/content/types'
import { markup } from '@/lib/markup'

/*
 * Lucide's icons, drawn by the server as plain SVG. lucide-react's icon became a client component in
 * its v1 (lucide #4175, for a context provider the site does not use): every icon on a page was then
 * hydrated by React and its drawing sent a second time in the page's flight data, 20 to 50 per page.
 * The drawing goes inside the <svg> as markup: React hydrates the <svg> alone, not an element per path.
 */

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML'>
export type DrawnIcon = (props: IconProps) => ReactElement

function drawn(node: IconNode): DrawnIcon {
  const drawing = { __html: node.map(([tag, attributes]) => markup(tag, attributes)).join('') }
  return function Icon(props) {
    return (
      // Lucide's own defaults; decorative unless the caller labels it.
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={props['aria-label'] || props['aria-labelledby'] ? undefined : true}
        {...props}
        dangerouslySetInnerHTML={drawing}
      />
    )
  }
}

export const ArrowLeft = drawn(lucide.ArrowLeft)
export const ArrowRight = drawn(lucide.ArrowRight)
export const Bot = drawn(lucide.Bot)
export const Boxes = drawn(lucide.Boxes)
export const CalendarClock = drawn(lucide.CalendarClock)
export const Check = drawn(lucide.Check)
export const CheckCircle = drawn(lucide.CheckCircle2)
export const ChevronDown = drawn(lucide.ChevronDown)
export const Clock = drawn(lucide.Clock)
export const Cookie = drawn(lucide.Cookie)
export const ExternalLinkIcon = drawn(lucide.ExternalLink)
export const Flame = drawn(lucide.Flame)
export const GraduationCap = drawn(lucide.GraduationCap)
export const Hash = drawn(lucide.Hash)
export const InfinityIcon = drawn(lucide.Infinity)
export const Languages = drawn(lucide.Languages)
export const Mail = drawn(lucide.Mail)
export const MapPin = drawn(lucide.MapPin)
export const Menu = drawn(lucide.Menu)
export const Monitor = drawn(lucide.Monitor)
export const Moon = drawn(lucide.Moon)
export const Palette = drawn(lucide.Palette)
export const Play = drawn(lucide.Play)
export const Repeat = drawn(lucide.Repeat)
export const RotateCcw = drawn(lucide.RotateCcw)
export const Send = drawn(lucide.Send)
export const SendHorizontal = drawn(lucide.SendHorizontal)
export const Settings = drawn(lucide.Settings2)
export const Sparkles = drawn(lucide.Sparkles)
export const Star = drawn(lucide.Star)
export const Sun = drawn(lucide.Sun)
export const Video = drawn(lucide.Video)
export const X = drawn(lucide.X)

/** The icons the content names (IconName in content/types.ts), drawn by SectionIcon. */
export const contentIcons: Record<IconName, DrawnIcon> = {
  'app-window': drawn(lucide.AppWindow),
  brain: drawn(lucide.BrainCircuit),
  clock: Clock,
  cloud: drawn(lucide.Cloud),
  code: drawn(lucide.CodeXml),
  compass: drawn(lucide.Compass),
  cpu: drawn(lucide.Cpu),
  gauge: drawn(lucide.Gauge),
  globe: drawn(lucide.Globe),
  handshake: drawn(lucide.Handshake),
  layers: drawn(lucide.Layers),
  library: drawn(lucide.Library),
  lightbulb: drawn(lucide.Lightbulb),
  lock: drawn(lucide.Lock),
  mail: Mail,
  message: drawn(lucide.MessageCircle),
  monitor: Monitor,
  radio: drawn(lucide.Radio),
  refresh: drawn(lucide.RefreshCw),
  rocket: drawn(lucide.Rocket),
  shield: drawn(lucide.ShieldCheck),
  sparkles: Sparkles,
  sprout: drawn(lucide.Sprout),
  target: drawn(lucide.Target),
  ticket: drawn(lucide.Ticket),
  users: drawn(lucide.Users),
  wallet: drawn(lucide.Wallet),
  'wifi-off': drawn(lucide.WifiOff),
  workflow: drawn(lucide.Workflow),
  wrench: drawn(lucide.Wrench),
  zap: drawn(lucide.Zap),
}

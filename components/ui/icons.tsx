import {
  AppWindow as appWindow,
  ArrowLeft as arrowLeft,
  ArrowRight as arrowRight,
  Bot as bot,
  Boxes as boxes,
  BrainCircuit as brainCircuit,
  CalendarClock as calendarClock,
  Check as check,
  CheckCircle2 as checkCircle,
  ChevronDown as chevronDown,
  Clock as clock,
  Cloud as cloud,
  CodeXml as codeXml,
  Compass as compass,
  Cookie as cookie,
  Cpu as cpu,
  ExternalLink as externalLink,
  Flame as flame,
  Gauge as gauge,
  Globe as globe,
  GraduationCap as graduationCap,
  Handshake as handshake,
  Hash as hash,
  Infinity as infinity,
  Languages as languages,
  Layers as layers,
  Library as library,
  Lightbulb as lightbulb,
  Lock as lock,
  Mail as mail,
  MapPin as mapPin,
  Menu as menu,
  MessageCircle as messageCircle,
  Monitor as monitor,
  Moon as moon,
  Palette as palette,
  Play as play,
  Radio as radio,
  RefreshCw as refreshCw,
  Repeat as repeat,
  Rocket as rocket,
  RotateCcw as rotateCcw,
  Send as send,
  SendHorizontal as sendHorizontal,
  Settings2 as settings,
  ShieldCheck as shieldCheck,
  Sparkles as sparkles,
  Sprout as sprout,
  Star as star,
  Sun as sun,
  Target as target,
  Ticket as ticket,
  Users as users,
  Video as video,
  Wallet as wallet,
  WifiOff as wifiOff,
  Workflow as workflow,
  Wrench as wrench,
  X as x,
  Zap as zap,
  type IconNode,
} from 'lucide'
import { createElement, type ReactElement, type SVGProps } from 'react'
import type { IconName } from '@/content/types'

/*
 * Lucide's icons, drawn by the server as plain SVG. lucide-react's icon became a client component in
 * its v1 (lucide #4175, for a context provider the site does not use): every icon on a page was then
 * hydrated by React and its drawing sent a second time in the page's flight data, 20 to 50 per page.
 */

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>
export type DrawnIcon = (props: IconProps) => ReactElement

/** Lucide's data names SVG attributes as in markup (stroke-width); React wants them camel-cased. */
const reactName = (attribute: string) => attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

function drawn(node: IconNode): DrawnIcon {
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
      >
        {node.map(([tag, attributes], index) =>
          createElement(tag, {
            key: index,
            ...Object.fromEntries(Object.entries(attributes).map(([name, value]) => [reactName(name), value])),
          }),
        )}
      </svg>
    )
  }
}

export const ArrowLeft = drawn(arrowLeft)
export const ArrowRight = drawn(arrowRight)
export const Bot = drawn(bot)
export const Boxes = drawn(boxes)
export const CalendarClock = drawn(calendarClock)
export const Check = drawn(check)
export const CheckCircle = drawn(checkCircle)
export const ChevronDown = drawn(chevronDown)
export const Clock = drawn(clock)
export const Cookie = drawn(cookie)
export const ExternalLinkIcon = drawn(externalLink)
export const Flame = drawn(flame)
export const GraduationCap = drawn(graduationCap)
export const Hash = drawn(hash)
export const InfinityIcon = drawn(infinity)
export const Languages = drawn(languages)
export const Mail = drawn(mail)
export const MapPin = drawn(mapPin)
export const Menu = drawn(menu)
export const Monitor = drawn(monitor)
export const Moon = drawn(moon)
export const Palette = drawn(palette)
export const Play = drawn(play)
export const Repeat = drawn(repeat)
export const RotateCcw = drawn(rotateCcw)
export const Send = drawn(send)
export const SendHorizontal = drawn(sendHorizontal)
export const Settings = drawn(settings)
export const Sparkles = drawn(sparkles)
export const Star = drawn(star)
export const Sun = drawn(sun)
export const Video = drawn(video)
export const X = drawn(x)

/** The icons the content names (IconName in content/types.ts), drawn by SectionIcon. */
export const contentIcons: Record<IconName, DrawnIcon> = {
  'app-window': drawn(appWindow),
  brain: drawn(brainCircuit),
  clock: Clock,
  cloud: drawn(cloud),
  code: drawn(codeXml),
  compass: drawn(compass),
  cpu: drawn(cpu),
  gauge: drawn(gauge),
  globe: drawn(globe),
  handshake: drawn(handshake),
  layers: drawn(layers),
  library: drawn(library),
  lightbulb: drawn(lightbulb),
  lock: drawn(lock),
  mail: Mail,
  message: drawn(messageCircle),
  monitor: Monitor,
  radio: drawn(radio),
  refresh: drawn(refreshCw),
  rocket: drawn(rocket),
  shield: drawn(shieldCheck),
  sparkles: Sparkles,
  sprout: drawn(sprout),
  target: drawn(target),
  ticket: drawn(ticket),
  users: drawn(users),
  wallet: drawn(wallet),
  'wifi-off': drawn(wifiOff),
  workflow: drawn(workflow),
  wrench: drawn(wrench),
  zap: drawn(zap),
}

import {
  AppWindow,
  BrainCircuit,
  Clock,
  Cloud,
  CodeXml,
  Compass,
  Cpu,
  Gauge,
  Globe,
  Handshake,
  Layers,
  Library,
  Lightbulb,
  Lock,
  Mail,
  MessageCircle,
  Monitor,
  Radio,
  RefreshCw,
  Rocket,
  ShieldCheck,
  Sparkles,
  Sprout,
  Target,
  Ticket,
  Users,
  Wallet,
  WifiOff,
  Workflow,
  Wrench,
  Zap,
  type DrawnIcon,
} from '@/components/ui/icons'
import type { IconName } from '@/content/types'

const icons: Record<IconName, DrawnIcon> = {
  'app-window': AppWindow,
  brain: BrainCircuit,
  clock: Clock,
  cloud: Cloud,
  code: CodeXml,
  compass: Compass,
  cpu: Cpu,
  gauge: Gauge,
  globe: Globe,
  handshake: Handshake,
  layers: Layers,
  library: Library,
  lightbulb: Lightbulb,
  lock: Lock,
  mail: Mail,
  message: MessageCircle,
  monitor: Monitor,
  radio: Radio,
  refresh: RefreshCw,
  rocket: Rocket,
  shield: ShieldCheck,
  sparkles: Sparkles,
  sprout: Sprout,
  target: Target,
  ticket: Ticket,
  users: Users,
  wallet: Wallet,
  'wifi-off': WifiOff,
  workflow: Workflow,
  wrench: Wrench,
  zap: Zap,
}

/** The drawing of a content icon, decorative: the title next to it says what it means. */
export function SectionIcon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const Icon = icons[name]
  return <Icon aria-hidden className={className} />
}

/** The rounded tile icons sit in on cards. */
export function IconTile({ name }: { name: IconName }) {
  return (
    <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-surface-strong text-accent-text">
      <SectionIcon name={name} />
    </span>
  )
}

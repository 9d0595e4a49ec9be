import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ImageResponse } from 'next/og'
import { LogoMark } from '@/components/brand/logo-mark'
import { agency } from '@/content/agency'
import { shareCard } from '@/lib/seo/metadata'
import { themeColors, themeDefaults } from '@/lib/theme/config'

const accent = themeDefaults.accent
/** The dark theme's text colours (app/globals.css). */
const text = { fg: '#ededed', muted: '#a8adb3' }
const siteHost = (url: string) => new URL(url).host

/** A page's 1200×630 share card in the site's dark style: the agency, the page's title, its address. */
export async function renderShareCard({ title, siteUrl }: { title: string; siteUrl: string }): Promise<ImageResponse> {
  // A font file kept in the repository: the build has no network.
  const font = await readFile(join(process.cwd(), 'assets/fonts/Geist-Regular.ttf'))
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: themeColors.dark,
        color: text.fg,
        fontFamily: 'Geist',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24, fontSize: 40 }}>
        <LogoMark size={72} />
        {agency.name}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
        <div style={{ width: 120, height: 8, borderRadius: 4, background: accent }} />
        <div style={{ fontSize: title.length > 40 ? 64 : 76, lineHeight: 1.1, letterSpacing: -1 }}>{title}</div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 48, fontSize: 24, color: text.muted }}>
        <span>{agency.tagline}</span>
        <span style={{ color: accent }}>{siteHost(siteUrl)}</span>
      </div>
    </div>,
    { ...shareCard, fonts: [{ name: 'Geist', data: font, style: 'normal', weight: 400 }] },
  )
}

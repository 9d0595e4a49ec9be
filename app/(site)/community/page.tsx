import { communityPage } from '@/content/pages/community'
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld'
import { ChannelList } from '@/components/sections/channel-list'
import { CtaSection } from '@/components/sections/cta-section'
import { FeatureGrid } from '@/components/sections/feature-grid'
import { Hero } from '@/components/sections/hero'
import { Section } from '@/components/sections/section'
import { VideoSection } from '@/components/sections/video-section'
import { pageMetadata } from '@/lib/seo/metadata'
import { routes } from '@/lib/routes'

export const metadata = pageMetadata('community')

export default function CommunityPage() {
  const { hero, channel, membership, chat, cta } = communityPage
  return (
    <>
      <BreadcrumbJsonLd trail={[routes.community]} />
      <Hero content={hero} />
      <VideoSection id="canale" content={channel} />
      <Section id="membership" intro={membership} actions={membership.actions}>
        <FeatureGrid items={membership.items} />
      </Section>
      <Section id="chat" intro={chat} actions={chat.actions}>
        <ChannelList label={chat.channelsLabel} channels={chat.channels} />
      </Section>
      <CtaSection content={cta} />
    </>
  )
}

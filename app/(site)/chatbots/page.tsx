import { Bot, Play, SendHorizontal } from '@/components/ui/icons'
import { advantages, chatbotDemo, chatbotSections, chatbotsPage } from '@/content/pages/chatbots'
import { relatedProducts } from '@/content/pages/products'
import { StatTiles } from '@/components/chatbots/stat-tiles'
import { UseCaseTabs } from '@/components/chatbots/use-case-tabs'
import { ChatbotDemoOnIntent } from '@/components/islands/islands'
import { HeroMotion } from '@/components/demos/hero-motion'
import { Particles } from '@/components/demos/particles'
import { productsForService, RelatedProducts } from '@/components/products/related-products'
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld'
import { CtaSection } from '@/components/sections/cta-section'
import { Hero } from '@/components/sections/hero'
import { Section } from '@/components/sections/section'
import { pageMetadata } from '@/lib/seo/metadata'
import { routes } from '@/lib/routes'

export const metadata = pageMetadata('chatbots')

export default function ChatbotsPage() {
  const { about, stats, useCases, advantages: advantagesIntro } = chatbotSections
  return (
    <>
      <BreadcrumbJsonLd trail={[routes.chatbots]} />
      <HeroMotion>
        <Particles />
        <Hero
          content={chatbotsPage.hero}
          aside={
            <ChatbotDemoOnIntent
              {...chatbotDemo}
              icons={{
                bot: <Bot aria-hidden className="size-5" />,
                send: <SendHorizontal aria-hidden className="size-4" />,
                play: <Play aria-hidden className="size-4" />,
              }}
            />
          }
        />
      </HeroMotion>
      <Section id="cosa-sono" intro={about}>
        <StatTiles stats={stats} className="mx-auto max-w-4xl sm:grid-cols-3" />
      </Section>
      <Section id="casi-d-uso" intro={useCases}>
        <UseCaseTabs />
      </Section>
      <Section id="vantaggi" intro={advantagesIntro}>
        <StatTiles stats={advantages} className="sm:grid-cols-2 lg:grid-cols-5" />
      </Section>
      <RelatedProducts intro={relatedProducts.onServicePage} products={productsForService('chatbots')} />
      <CtaSection content={chatbotsPage.cta} />
    </>
  )
}

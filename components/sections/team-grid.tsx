import { getImageProps } from 'next/image'
import { GraduationCap } from '@/components/ui/icons'
import type { TeamMember } from '@/content/team'
import { TagList } from './tag-list'

/**
 * A portrait through Next's image optimiser. getImageProps gives the <img> attributes
 * (srcset of resized, modern-format copies) without shipping next/image's client code.
 */
function Portrait({ photo }: { photo: TeamMember['photo'] }) {
  const { props } = getImageProps({ src: photo.src, alt: photo.alt, width: 160, height: 160, sizes: '160px' })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a plain <img> on purpose; see above
    <img
      {...props}
      alt={photo.alt}
      loading="lazy"
      decoding="async"
      className="size-28 shrink-0 rounded-2xl border border-line bg-surface-strong object-cover sm:size-32"
    />
  )
}

function MemberCard({ member, labels }: { member: TeamMember; labels: { education: string; skills: string } }) {
  const id = `membro-${member.firstName.toLowerCase()}`
  return (
    <article
      aria-labelledby={id}
      className="flex h-full flex-col gap-6 rounded-3xl border border-line bg-surface p-6 sm:flex-row sm:p-8"
    >
      <Portrait photo={member.photo} />
      <div className="min-w-0 flex-1">
        <h3 id={id} className="text-2xl font-bold tracking-tight">
          {member.firstName}
        </h3>
        <p className="mt-1 font-medium text-accent-text">{member.role}</p>
        <p id={`${id}-formazione`} className="mt-5 text-sm font-semibold">
          {labels.education}
        </p>
        <ul aria-labelledby={`${id}-formazione`} className="mt-2 grid gap-2 text-sm text-muted">
          {member.education.map((degree) => (
            <li key={degree} className="flex gap-2.5">
              <GraduationCap aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-text" />
              <span>{degree}</span>
            </li>
          ))}
        </ul>
        <p id={`${id}-competenze`} className="mt-5 text-sm font-semibold">
          {labels.skills}
        </p>
        <TagList tags={member.skills} labelledBy={`${id}-competenze`} className="mt-2" />
      </div>
    </article>
  )
}

/** The team-member profile cards: first name, role, portrait, education and skills. */
export function TeamGrid({
  members,
  labels,
}: {
  members: readonly TeamMember[]
  labels: { education: string; skills: string }
}) {
  return (
    <ul className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-2">
      {members.map((member) => (
        <li key={member.firstName}>
          <MemberCard member={member} labels={labels} />
        </li>
      ))}
    </ul>
  )
}

/** The developers shown on /developers. Portraits are illustrations drawn for the site, served from public/team/. */
export interface TeamMember {
  firstName: string
  role: string
  photo: { src: string; width: number; height: number; alt: string }
  education: readonly string[]
  skills: readonly string[]
}

export const team = [
  {
    firstName: 'Giulia',
    role: 'AI Engineer',
    photo: { src: '/team/giulia.webp', width: 640, height: 640, alt: 'Ritratto illustrato di Giulia' },
    education: [
      'Laurea magistrale in Artificial Intelligence and Robotics, Sapienza Università di Roma',
      'Laurea in Ingegneria Informatica, Università di Roma Tor Vergata',
    ],
    skills: ['Python', 'PyTorch', 'LangChain', 'RAG', 'NLP', 'FastAPI', 'Ollama'],
  },
  {
    firstName: 'Marco',
    role: 'Full-Stack e Cloud Developer',
    photo: { src: '/team/marco.webp', width: 640, height: 640, alt: 'Ritratto illustrato di Marco' },
    education: [
      'Laurea magistrale in Informatica, Università di Pisa',
      'Laurea in Informatica, Università degli Studi dell’Aquila',
    ],
    skills: ['TypeScript', 'React', 'Next.js', 'Node.js', 'PostgreSQL', 'Docker', 'Kubernetes'],
  },
] as const satisfies readonly TeamMember[]

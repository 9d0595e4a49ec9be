/** The logos of the home page's technology strip: simple-icons drawings, served as one sprite (lib/brand/sprites.ts). */
import {
  siAnthropic,
  siDocker,
  siFastapi,
  siGooglecloud,
  siGooglegemini,
  siHuggingface,
  siKubernetes,
  siLangchain,
  siMistralai,
  siN8n,
  siNextdotjs,
  siNodedotjs,
  siOllama,
  siPostgresql,
  siPython,
  siPytorch,
  siR,
  siReact,
  siSupabase,
  siTypescript,
  type SimpleIcon,
} from 'simple-icons'

export interface Technology {
  name: string
  icon: Pick<SimpleIcon, 'path'>
}

export const technologies: readonly Technology[] = [
  siPython,
  siTypescript,
  siReact,
  siNextdotjs,
  siNodedotjs,
  siFastapi,
  siPytorch,
  siHuggingface,
  siLangchain,
  siOllama,
  siMistralai,
  siGooglegemini,
  siAnthropic,
  siN8n,
  siDocker,
  siKubernetes,
  siPostgresql,
  siSupabase,
  siGooglecloud,
  siR,
].map((icon) => ({ name: icon.title, icon: { path: icon.path } }))

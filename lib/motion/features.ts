/** The animation features (animations, exit, gestures): a chunk of its own, fetched by load-features.ts. */
import { domAnimation } from 'motion/react'

export default domAnimation

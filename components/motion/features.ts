/** The animation features (animations, exit, gestures): a chunk of their own, fetched by LazyMotion. */
import { domAnimation } from 'motion/react'

export default domAnimation

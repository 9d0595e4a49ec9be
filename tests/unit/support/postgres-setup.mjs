export { setup as default } from './postgres-global.mjs'

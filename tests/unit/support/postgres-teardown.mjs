export { teardown as default } from './postgres-global.mjs'

// pa11y's puppeteer: use Debian's Chromium (CHROMIUM_PATH), never download a browser build.
module.exports = { skipDownload: true }

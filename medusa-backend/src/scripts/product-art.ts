import type { Motif } from "./catalog-data"

/**
 * Draws a product illustration as SVG, made here from the product's motif and colours: no image is
 * downloaded. 600 x 600, with a Khmer-style border pattern and the product's short English name.
 */
export function productArt(opts: { title: string; motif: Motif; colors: [string, string] }): string {
  const [main, light] = opts.colors
  const name = escapeXml(shortName(opts.title))
  const fontSize = name.length > 22 ? 30 : name.length > 16 ? 36 : 42
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(opts.title)}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mix(light, main, 0.25)}"/></linearGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>
</defs>
<rect width="600" height="600" fill="url(#bg)"/>
${border(main)}
<ellipse cx="300" cy="452" rx="170" ry="22" fill="#000" opacity="0.12"/>
<g>${MOTIFS[opts.motif](main, light)}</g>
<text x="300" y="535" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${fontSize}" font-weight="700" fill="${darken(main, 0.35)}">${name}</text>
</svg>`
}

/** "Prahok (Fermented Fish Paste)" → "Prahok". */
export function shortName(title: string): string {
  return title.replace(/\s*\(.*\)\s*/g, " ").trim()
}

function escapeXml(s: string) {
  return s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!)
}

function border(color: string) {
  const teeth = Array.from({ length: 15 }, (_, i) => {
    const x = 20 + i * 37.3
    return `<path d="M${x} 22 l18.6 22 l18.6 -22z M${x} 578 l18.6 -22 l18.6 22z" fill="${color}" opacity="0.55"/>`
  }).join("")
  return `<rect x="12" y="12" width="576" height="576" fill="none" stroke="${color}" stroke-width="4" opacity="0.6"/>${teeth}`
}

const label = (x: number, y: number, w: number, h: number, main: string, light: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${light}" stroke="${main}" stroke-width="4"/>` +
  `<path d="M${x + w / 2 - 26} ${y + h / 2} q26 -30 52 0 q-26 30 -52 0z" fill="${main}" opacity="0.8"/>`

const MOTIFS: Record<Motif, (main: string, light: string) => string> = {
  jar: (m, l) =>
    `<rect x="200" y="120" width="200" height="44" rx="10" fill="${darken(m, 0.3)}"/>` +
    `<rect x="180" y="160" width="240" height="290" rx="40" fill="${m}"/><rect x="180" y="160" width="240" height="290" rx="40" fill="url(#shade)"/>` +
    label(205, 240, 190, 120, m, l),
  bottle: (m, l) =>
    `<rect x="272" y="90" width="56" height="40" rx="6" fill="${darken(m, 0.35)}"/>` +
    `<path d="M280 130 h40 v60 q60 30 60 90 v150 q0 20 -20 20 h-120 q-20 0 -20 -20 v-150 q0 -60 60 -90z" fill="${m}"/>` +
    `<path d="M280 130 h40 v60 q60 30 60 90 v150 q0 20 -20 20 h-120 q-20 0 -20 -20 v-150 q0 -60 60 -90z" fill="url(#shade)"/>` +
    label(235, 300, 130, 100, m, l),
  bag: (m, l) =>
    `<path d="M200 150 h200 l30 290 q2 20 -18 20 h-224 q-20 0 -18 -20z" fill="${m}"/>` +
    `<path d="M200 150 h200 l30 290 q2 20 -18 20 h-224 q-20 0 -18 -20z" fill="url(#shade)"/>` +
    `<rect x="195" y="130" width="210" height="34" rx="6" fill="${darken(m, 0.3)}"/>` +
    `<path d="M205 140 h190" stroke="${l}" stroke-width="3" stroke-dasharray="8 6"/>` +
    label(225, 260, 150, 120, m, l),
  box: (m, l) =>
    `<path d="M170 210 l130 -60 l130 60 l-130 60z" fill="${mix(m, "#ffffff", 0.25)}"/>` +
    `<path d="M170 210 v200 l130 60 v-200z" fill="${m}"/><path d="M430 210 v200 l-130 60 v-200z" fill="${darken(m, 0.25)}"/>` +
    `<path d="M235 180 l130 60 v60" stroke="${l}" stroke-width="14" fill="none"/>` +
    `<path d="M200 300 l70 32" stroke="${l}" stroke-width="6"/>`,
  fish: (m, l) =>
    `<path d="M130 300 q150 -150 320 0 q-170 150 -320 0z" fill="${m}"/>` +
    `<path d="M440 300 l90 -70 v140z" fill="${darken(m, 0.2)}"/>` +
    `<circle cx="190" cy="285" r="14" fill="${l}"/><circle cx="190" cy="285" r="6" fill="#222"/>` +
    `<path d="M250 250 q20 50 0 100 M300 240 q20 60 0 120 M350 250 q20 50 0 100" stroke="${l}" stroke-width="5" fill="none" opacity="0.7"/>` +
    `<path d="M140 400 h320" stroke="${darken(m, 0.3)}" stroke-width="10" stroke-linecap="round"/>`,
  can: (m, l) =>
    `<rect x="195" y="150" width="210" height="290" fill="${m}"/><rect x="195" y="150" width="210" height="290" fill="url(#shade)"/>` +
    `<ellipse cx="300" cy="150" rx="105" ry="26" fill="${mix(m, "#ffffff", 0.45)}" stroke="${darken(m, 0.3)}" stroke-width="4"/>` +
    `<ellipse cx="300" cy="440" rx="105" ry="26" fill="${darken(m, 0.2)}"/>` +
    `<rect x="195" y="235" width="210" height="120" fill="${l}"/>` +
    `<path d="M274 295 q26 -30 52 0 q-26 30 -52 0z" fill="${m}"/>`,
  scarf: (m, l) => {
    const checks = Array.from({ length: 6 }, (_, i) =>
      `<rect x="${170 + i * 44}" y="140" width="22" height="300" fill="${l}" opacity="0.75"/>` +
      `<rect x="170" y="${150 + i * 48}" width="264" height="22" fill="${l}" opacity="0.55"/>`
    ).join("")
    return (
      `<rect x="170" y="140" width="264" height="300" rx="8" fill="${m}"/>${checks}` +
      `<path d="M170 440 l-10 30 M200 440 l-4 30 M230 440 l2 30 M260 440 l6 30 M290 440 l8 30 M320 440 l10 30 M350 440 l10 30 M380 440 l10 30 M410 440 l10 30" stroke="${m}" stroke-width="5"/>` +
      `<path d="M434 140 q40 150 0 300" fill="${darken(m, 0.2)}"/>`
    )
  },
  tube: (m, l) =>
    `<path d="M230 130 h140 l-10 280 h-120z" fill="${m}"/><path d="M230 130 h140 l-10 280 h-120z" fill="url(#shade)"/>` +
    `<rect x="250" y="410" width="100" height="46" rx="8" fill="${darken(m, 0.3)}"/>` +
    `<rect x="225" y="120" width="150" height="16" rx="4" fill="${darken(m, 0.2)}"/>` +
    label(250, 220, 100, 110, m, l),
  bowl: (m, l) =>
    `<path d="M250 120 q-20 30 0 60 q20 30 0 60 M300 110 q-20 30 0 60 q20 30 0 60 M350 120 q-20 30 0 60 q20 30 0 60" stroke="${darken(m, 0.1)}" stroke-width="8" fill="none" opacity="0.45" stroke-linecap="round"/>` +
    `<ellipse cx="300" cy="290" rx="170" ry="36" fill="${mix(m, "#ffffff", 0.5)}"/>` +
    `<path d="M130 290 q0 160 170 160 q170 0 170 -160z" fill="${m}"/><path d="M130 290 q0 160 170 160 q170 0 170 -160z" fill="url(#shade)"/>` +
    `<path d="M170 340 h260" stroke="${l}" stroke-width="8" stroke-dasharray="20 12"/>`,
  basket: (m, l) => {
    const weave = Array.from({ length: 7 }, (_, i) =>
      `<path d="M${160 + i * 46} 240 v200" stroke="${l}" stroke-width="6" opacity="0.7"/>`
    ).join("")
    return (
      `<path d="M200 240 q100 -170 200 0" stroke="${darken(m, 0.25)}" stroke-width="16" fill="none"/>` +
      `<path d="M140 240 h320 l-30 210 h-260z" fill="${m}"/>${weave}` +
      `<path d="M150 300 h300 M158 360 h284 M166 420 h268" stroke="${darken(m, 0.25)}" stroke-width="6"/>` +
      `<circle cx="250" cy="225" r="30" fill="#c62828"/><circle cx="330" cy="220" r="34" fill="#f9a825"/>`
    )
  },
  block: (m, l) =>
    `<rect x="170" y="330" width="260" height="110" rx="26" fill="${darken(m, 0.1)}"/>` +
    `<rect x="200" y="230" width="200" height="105" rx="26" fill="${m}"/>` +
    `<rect x="230" y="140" width="140" height="95" rx="26" fill="${mix(m, "#ffffff", 0.2)}"/>` +
    `<path d="M250 180 h100 M225 280 h150 M200 385 h200" stroke="${l}" stroke-width="6" opacity="0.6" stroke-linecap="round"/>`,
  cup: (m, l) =>
    `<path d="M170 220 h230 v120 q0 100 -115 100 q-115 0 -115 -100z" fill="${m}"/>` +
    `<path d="M400 250 q70 0 60 60 q-10 50 -70 50" stroke="${m}" stroke-width="20" fill="none"/>` +
    `<ellipse cx="285" cy="220" rx="115" ry="22" fill="${mix(m, "#ffffff", 0.4)}"/>` +
    `<path d="M285 140 q60 -60 110 -30 q-40 60 -110 30z" fill="${darken(m, 0.15)}"/>` +
    `<path d="M230 300 q55 -40 110 0" stroke="${l}" stroke-width="8" fill="none"/>`,
}

function hex(c: string): [number, number, number] {
  const v = c.replace("#", "")
  return [0, 2, 4].map((i) => parseInt(v.slice(i, i + 2), 16)) as [number, number, number]
}

function toHex(rgb: number[]) {
  return "#" + rgb.map((n) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, "0")).join("")
}

function mix(a: string, b: string, t: number) {
  const [x, y] = [hex(a), hex(b)]
  return toHex(x.map((v, i) => v + (y[i] - v) * t))
}

function darken(c: string, t: number) {
  return mix(c, "#000000", t)
}

/**
 * Flat vector pictograms of product types, drawn in a 100×100 box. `m` is the main colour, `a` the accent.
 * They stand in for product photos in the generated seed images, so they only need to be recognisable.
 */

import { moreObjectGlyphs } from './glyphs-more-objects.ts'
import { objectGlyphs } from './glyphs-objects.ts'

type Draw = (m: string, a: string) => string

const round = 'stroke-linecap="round" stroke-linejoin="round"'

/** A cog outline with `teeth` teeth, as a polygon path centred on (50, 50). */
function cogPath(teeth: number, outer: number, inner: number): string {
  const points: string[] = []
  const step = (Math.PI * 2) / (teeth * 4)
  for (let i = 0; i < teeth * 4; i++) {
    const r = i % 4 < 2 ? outer : inner
    const angle = i * step - Math.PI / 2
    points.push(`${(50 + Math.cos(angle) * r).toFixed(1)} ${(50 + Math.sin(angle) * r).toFixed(1)}`)
  }
  return `M${points.join('L')}Z`
}

function keyboardKeys(a: string): string {
  let keys = ''
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 9; col++)
      keys += `<rect x="${13 + col * 8.3}" y="${37 + row * 7}" width="6" height="5" rx="1" fill="${a}"/>`
  }
  return keys
}

function beads(m: string, a: string): string {
  let out = ''
  for (let i = 0; i < 12; i++) {
    const angle = (i / 12) * Math.PI * 2
    out += `<circle cx="${(50 + Math.cos(angle) * 32).toFixed(1)}" cy="${(52 + Math.sin(angle) * 24).toFixed(1)}" r="7" fill="${i % 3 ? m : a}"/>`
  }
  return out
}
export const glyphs = {
  phone: (m, a) =>
    `<rect x="31" y="10" width="38" height="80" rx="8" fill="${m}"/><rect x="35" y="18" width="30" height="60" rx="2" fill="${a}"/><circle cx="50" cy="84" r="2.5" fill="${a}"/><rect x="45" y="13" width="10" height="2" rx="1" fill="${a}"/>`,
  earbuds: (m, a) =>
    `<rect x="24" y="52" width="52" height="34" rx="15" fill="${m}"/><path d="M24 64h52" stroke="${a}" stroke-width="2"/><circle cx="38" cy="30" r="11" fill="${m}"/><rect x="34" y="32" width="7" height="18" rx="3.5" fill="${m}"/><circle cx="62" cy="30" r="11" fill="${m}"/><rect x="59" y="32" width="7" height="18" rx="3.5" fill="${m}"/><circle cx="38" cy="30" r="4" fill="${a}"/><circle cx="62" cy="30" r="4" fill="${a}"/>`,
  headphones: (m, a) =>
    `<path d="M22 58V48a28 28 0 0 1 56 0v10" fill="none" stroke="${m}" stroke-width="7" ${round}/><rect x="13" y="54" width="19" height="30" rx="8" fill="${m}"/><rect x="68" y="54" width="19" height="30" rx="8" fill="${m}"/><rect x="19" y="61" width="7" height="16" rx="3.5" fill="${a}"/><rect x="74" y="61" width="7" height="16" rx="3.5" fill="${a}"/>`,
  speaker: (m, a) =>
    `<rect x="27" y="12" width="46" height="76" rx="11" fill="${m}"/><circle cx="50" cy="62" r="15" fill="${a}"/><circle cx="50" cy="62" r="5" fill="${m}"/><circle cx="50" cy="31" r="7" fill="${a}"/>`,
  laptop: (m, a) =>
    `<rect x="20" y="22" width="60" height="42" rx="4" fill="${m}"/><rect x="25" y="27" width="50" height="32" rx="1" fill="${a}"/><path d="M10 68h80l-6 9H16z" fill="${m}"/>`,
  keyboard: (m, a) =>
    `<rect x="8" y="31" width="84" height="42" rx="5" fill="${m}"/>${keyboardKeys(a)}<rect x="28" y="60" width="44" height="6" rx="2" fill="${a}"/>`,
  mouse: (m, a) =>
    `<rect x="30" y="16" width="40" height="68" rx="20" fill="${m}"/><path d="M50 16v24M30 40h40" stroke="${a}" stroke-width="2.5"/><rect x="47" y="24" width="6" height="10" rx="3" fill="${a}"/>`,
  monitor: (m, a) =>
    `<rect x="10" y="14" width="80" height="52" rx="4" fill="${m}"/><rect x="15" y="19" width="70" height="42" rx="1" fill="${a}"/><path d="M44 66h12l4 14H40z" fill="${m}"/><rect x="30" y="80" width="40" height="6" rx="3" fill="${m}"/>`,
  microphone: (m, a) =>
    `<rect x="37" y="10" width="26" height="44" rx="13" fill="${m}"/><path d="M27 44a23 23 0 0 0 46 0" fill="none" stroke="${m}" stroke-width="5" ${round}/><path d="M50 68v14M36 86h28" stroke="${m}" stroke-width="5" ${round}/><path d="M42 24h16M42 32h16M42 40h16" stroke="${a}" stroke-width="2.5"/>`,
  camera: (m, a) =>
    `<rect x="30" y="22" width="16" height="10" rx="2" fill="${m}"/><rect x="14" y="30" width="72" height="48" rx="9" fill="${m}"/><circle cx="55" cy="54" r="17" fill="${a}"/><circle cx="55" cy="54" r="9" fill="${m}"/><circle cx="25" cy="41" r="3.5" fill="${a}"/>`,
  drone: (m, a) =>
    `<path d="M28 28L72 72M72 28L28 72" stroke="${m}" stroke-width="6" ${round}/><circle cx="24" cy="24" r="13" fill="none" stroke="${m}" stroke-width="4"/><circle cx="76" cy="24" r="13" fill="none" stroke="${m}" stroke-width="4"/><circle cx="24" cy="76" r="13" fill="none" stroke="${m}" stroke-width="4"/><circle cx="76" cy="76" r="13" fill="none" stroke="${m}" stroke-width="4"/><rect x="38" y="40" width="24" height="20" rx="5" fill="${m}"/><circle cx="50" cy="50" r="4" fill="${a}"/>`,
  plug: (m, a) =>
    `<rect x="40" y="10" width="6" height="18" rx="2" fill="${m}"/><rect x="54" y="10" width="6" height="18" rx="2" fill="${m}"/><rect x="28" y="26" width="44" height="48" rx="11" fill="${m}"/><circle cx="50" cy="50" r="7" fill="${a}"/><path d="M50 74v8a8 8 0 0 1-8 8h-8" fill="none" stroke="${m}" stroke-width="5" ${round}/>`,
  cable: (m, a) =>
    `<rect x="44" y="6" width="12" height="9" rx="1" fill="${a}"/><rect x="38" y="13" width="24" height="30" rx="5" fill="${m}"/><path d="M50 43v12c0 14 24 10 24 28" fill="none" stroke="${m}" stroke-width="5" ${round}/><path d="M44 22h12" stroke="${a}" stroke-width="2.5"/>`,
  powerbank: (m, a) =>
    `<rect x="26" y="12" width="48" height="76" rx="9" fill="${m}"/><path d="M55 26L41 52h11l-5 22 16-28H51z" fill="${a}"/>`,
  vacuum: (m, a) =>
    `<circle cx="50" cy="52" r="36" fill="${m}"/><circle cx="50" cy="52" r="24" fill="none" stroke="${a}" stroke-width="3"/><rect x="38" y="20" width="24" height="8" rx="4" fill="${a}"/><circle cx="50" cy="52" r="5" fill="${a}"/>`,
  shirt: (m, a) =>
    `<path d="M35 16l-21 12 8 16 9-5v45h38V39l9 5 8-16-21-12c-2 6-8 9-15 9s-13-3-15-9z" fill="${m}"/><path d="M35 16c2 6 8 9 15 9s13-3 15-9" fill="none" stroke="${a}" stroke-width="3"/>`,
  jacket: (m, a) =>
    `<path d="M36 14L18 22l-6 58h14l4-36v40h40V44l4 36h14l-6-58-18-8-14 10z" fill="${m}"/><path d="M50 24v60M36 14l14 10 14-10" fill="none" stroke="${a}" stroke-width="2.5"/><circle cx="56" cy="40" r="2" fill="${a}"/><circle cx="56" cy="54" r="2" fill="${a}"/><circle cx="56" cy="68" r="2" fill="${a}"/>`,
  dress: (m, a) =>
    `<path d="M40 10h20l-2 13 8 8-4 13 17 42H21l17-42-4-13 8-8z" fill="${m}"/><path d="M36 44h28" stroke="${a}" stroke-width="3"/><path d="M42 10l8 8 8-8" fill="none" stroke="${a}" stroke-width="2"/>`,
  pants: (m, a) =>
    `<path d="M29 12h42l6 76H58l-8-46-8 46H23z" fill="${m}"/><path d="M29 21h42" stroke="${a}" stroke-width="3"/><path d="M50 21v12" stroke="${a}" stroke-width="2"/>`,
  shoe: (m, a) =>
    `<path d="M12 70c0-12 2-26 6-34h15c2 7 8 11 16 13l22 6c11 3 17 8 17 15v4H12z" fill="${m}"/><path d="M12 74h76v4a5 5 0 0 1-5 5H17a5 5 0 0 1-5-5z" fill="${a}"/><path d="M34 45l7 6M41 41l7 6" stroke="${a}" stroke-width="2.5" ${round}/>`,
  boot: (m, a) =>
    `<path d="M26 12h26v46l25 10c7 3 11 7 11 13v4H20V18a6 6 0 0 1 6-6z" fill="${m}"/><rect x="20" y="83" width="68" height="6" rx="2" fill="${a}"/><path d="M52 26H40M52 36H40M52 46H40" stroke="${a}" stroke-width="2.5"/>`,
  bag: (m, a) =>
    `<path d="M36 38v-8a14 14 0 0 1 28 0v8" fill="none" stroke="${m}" stroke-width="5"/><path d="M19 38h62l-6 48H25z" fill="${m}"/><rect x="44" y="48" width="12" height="9" rx="2" fill="${a}"/>`,
  backpack: (m, a) =>
    `<path d="M40 26v-6a10 10 0 0 1 20 0v6" fill="none" stroke="${m}" stroke-width="5"/><rect x="23" y="24" width="54" height="64" rx="15" fill="${m}"/><rect x="31" y="56" width="38" height="24" rx="5" fill="${a}"/><rect x="42" y="39" width="16" height="5" rx="2" fill="${a}"/>`,
  wallet: (m, a) =>
    `<rect x="12" y="26" width="76" height="52" rx="7" fill="${m}"/><rect x="56" y="42" width="36" height="20" rx="5" fill="${a}"/><circle cx="66" cy="52" r="3.5" fill="${m}"/>`,
  cap: (m, a) =>
    `<path d="M20 64a29 29 0 0 1 58 0z" fill="${m}"/><path d="M58 60h30a5 5 0 0 1-5 8H58z" fill="${m}"/><path d="M49 35v29" stroke="${a}" stroke-width="2"/><circle cx="49" cy="35" r="3.5" fill="${a}"/>`,
  glasses: (m, a) =>
    `<path d="M10 44h80" stroke="${m}" stroke-width="4"/><rect x="12" y="40" width="32" height="24" rx="10" fill="${m}"/><rect x="56" y="40" width="32" height="24" rx="10" fill="${m}"/><path d="M18 48l8-4M62 48l8-4" stroke="${a}" stroke-width="2.5" ${round}/>`,
  lamp: (m, a) =>
    `<rect x="28" y="80" width="40" height="7" rx="3" fill="${m}"/><path d="M48 80L34 52l22-20" fill="none" stroke="${m}" stroke-width="5" ${round}/><path d="M52 16l30 17-10 13-28-15z" fill="${m}"/><circle cx="34" cy="52" r="4.5" fill="${a}"/><circle cx="74" cy="52" r="5" fill="${a}"/>`,
  bulb: (m, a) =>
    `<path d="M50 10a25 25 0 0 0-15 45c3 3 5 6 5 11h20c0-5 2-8 5-11a25 25 0 0 0-15-45z" fill="${m}"/><rect x="40" y="69" width="20" height="6" rx="2" fill="${a}"/><rect x="42" y="77" width="16" height="6" rx="2" fill="${a}"/><path d="M43 40l7 11 7-11" fill="none" stroke="${a}" stroke-width="2.5" ${round}/>`,
  sofa: (m, a) =>
    `<rect x="22" y="32" width="56" height="26" rx="7" fill="${m}"/><rect x="11" y="45" width="17" height="31" rx="7" fill="${m}"/><rect x="72" y="45" width="17" height="31" rx="7" fill="${m}"/><rect x="26" y="56" width="48" height="16" rx="3" fill="${a}"/><rect x="17" y="76" width="6" height="9" fill="${m}"/><rect x="77" y="76" width="6" height="9" fill="${m}"/>`,
  chair: (m, a) =>
    `<rect x="31" y="10" width="38" height="42" rx="9" fill="${m}"/><rect x="25" y="54" width="50" height="11" rx="5" fill="${m}"/><rect x="47" y="65" width="6" height="14" fill="${a}"/><path d="M28 88l22-9 22 9" fill="none" stroke="${m}" stroke-width="5" ${round}/>`,
  table: (m, a) =>
    `<rect x="12" y="32" width="76" height="9" rx="3" fill="${m}"/><rect x="20" y="41" width="7" height="45" fill="${m}"/><rect x="73" y="41" width="7" height="45" fill="${m}"/><rect x="27" y="58" width="46" height="5" fill="${a}"/>`,
  pot: (m, a) =>
    `<path d="M22 42h56v28a15 15 0 0 1-15 15H37a15 15 0 0 1-15-15z" fill="${m}"/><path d="M22 50H10M78 50h12" stroke="${m}" stroke-width="6" ${round}/><path d="M20 40a30 12 0 0 1 60 0z" fill="${a}"/><rect x="44" y="22" width="12" height="7" rx="3" fill="${m}"/>`,
  knife: (m, a) =>
    `<path d="M18 70L72 16c7 7 9 18 0 28L34 80z" fill="${m}"/><path d="M34 80l-11 11a5 5 0 0 1-7-7l11-11z" fill="${a}"/>`,
  mug: (m, a) =>
    `<path d="M22 32h46v38a15 15 0 0 1-15 15H37a15 15 0 0 1-15-15z" fill="${m}"/><path d="M68 42h6a10 10 0 0 1 0 20h-6" fill="none" stroke="${m}" stroke-width="6"/><path d="M36 12c-4 6 4 9 0 15M50 12c-4 6 4 9 0 15" fill="none" stroke="${m}" stroke-width="3" opacity=".6" ${round}/><rect x="30" y="46" width="30" height="10" rx="3" fill="${a}"/>`,
  bottle: (m, a) =>
    `<rect x="40" y="8" width="20" height="14" rx="3" fill="${a}"/><rect x="44" y="21" width="12" height="9" fill="${m}"/><rect x="29" y="29" width="42" height="61" rx="11" fill="${m}"/><rect x="35" y="48" width="30" height="24" rx="3" fill="${a}"/>`,
  jar: (m, a) =>
    `<rect x="21" y="28" width="58" height="15" rx="4" fill="${a}"/><rect x="23" y="42" width="54" height="42" rx="9" fill="${m}"/><rect x="33" y="55" width="34" height="14" rx="3" fill="${a}"/>`,
  lipstick: (m, a) =>
    `<rect x="33" y="56" width="34" height="34" rx="4" fill="${m}"/><rect x="37" y="40" width="26" height="18" rx="2" fill="${m}" opacity=".75"/><path d="M40 40V22l20-11v29z" fill="${a}"/>`,
  palette: (m, a) =>
    `<rect x="12" y="24" width="76" height="52" rx="8" fill="${m}"/><circle cx="31" cy="41" r="8" fill="${a}"/><circle cx="50" cy="41" r="8" fill="${a}" opacity=".7"/><circle cx="69" cy="41" r="8" fill="${a}" opacity=".45"/><circle cx="31" cy="60" r="8" fill="${a}" opacity=".45"/><circle cx="50" cy="60" r="8" fill="${a}"/><circle cx="69" cy="60" r="8" fill="${a}" opacity=".7"/>`,
  dryer: (m, a) =>
    `<path d="M18 26h46a19 19 0 0 1 0 38H18a6 6 0 0 1-6-6V32a6 6 0 0 1 6-6z" fill="${m}"/><rect x="44" y="58" width="15" height="32" rx="5" fill="${m}"/><circle cx="64" cy="45" r="10" fill="${a}"/><path d="M10 36h-4M10 45h-6M10 54h-4" stroke="${m}" stroke-width="2.5" ${round}/>`,
  meter: (m, a) =>
    `<rect x="22" y="12" width="56" height="76" rx="10" fill="${m}"/><rect x="30" y="20" width="40" height="28" rx="3" fill="${a}"/><path d="M33 35h8l4-8 6 15 4-7h12" fill="none" stroke="${m}" stroke-width="2.5" ${round}/><circle cx="40" cy="66" r="6.5" fill="${a}"/><circle cx="60" cy="66" r="6.5" fill="${a}"/>`,
  blocks: (m, a) =>
    `<rect x="33" y="22" width="34" height="30" rx="3" fill="${m}"/><rect x="38" y="16" width="9" height="7" rx="1" fill="${m}"/><rect x="53" y="16" width="9" height="7" rx="1" fill="${m}"/><rect x="15" y="52" width="35" height="32" rx="3" fill="${a}"/><rect x="50" y="52" width="35" height="32" rx="3" fill="${m}"/><path d="M50 52v32" stroke="${a}" stroke-width="2"/>`,
  teddy: (m, a) =>
    `<circle cx="30" cy="24" r="10" fill="${m}"/><circle cx="70" cy="24" r="10" fill="${m}"/><ellipse cx="50" cy="76" rx="25" ry="17" fill="${m}"/><circle cx="50" cy="40" r="22" fill="${m}"/><circle cx="42" cy="36" r="3" fill="${a}"/><circle cx="58" cy="36" r="3" fill="${a}"/><ellipse cx="50" cy="47" rx="7" ry="5" fill="${a}"/>`,
  car: (m, a) =>
    `<path d="M10 64l9-20c2-4 5-6 10-6h38c5 0 8 2 11 6l10 12c5 1 9 4 9 8v8H10z" fill="${m}"/><path d="M30 44h16v12H25zM52 44h14l8 12H52z" fill="${a}"/><circle cx="30" cy="74" r="9" fill="${a}"/><circle cx="72" cy="74" r="9" fill="${a}"/><circle cx="30" cy="74" r="4" fill="${m}"/><circle cx="72" cy="74" r="4" fill="${m}"/>`,
  gear: (m, a) => `<path d="${cogPath(9, 40, 31)}" fill="${m}"/><circle cx="50" cy="50" r="13" fill="${a}"/>`,
  wrench: (m, a) =>
    `<path d="M64 12a21 21 0 0 0-19 28L14 71a8 8 0 0 0 11 11l31-31a21 21 0 0 0 28-18l-12 3-8-8 3-12z" fill="${m}"/><circle cx="20" cy="76" r="3" fill="${a}"/>`,
  drill: (m, a) =>
    `<path d="M18 26h44a9 9 0 0 1 9 9v8a9 9 0 0 1-9 9H50l-6 30H29l4-30H18a6 6 0 0 1-6-6V32a6 6 0 0 1 6-6z" fill="${m}"/><rect x="71" y="34" width="9" height="10" fill="${a}"/><rect x="80" y="37" width="12" height="4" fill="${a}"/><rect x="27" y="74" width="21" height="11" rx="2" fill="${a}"/>`,
  toolbox: (m, a) =>
    `<path d="M36 38v-8a4 4 0 0 1 4-4h20a4 4 0 0 1 4 4v8" fill="none" stroke="${m}" stroke-width="5"/><rect x="10" y="38" width="80" height="46" rx="5" fill="${m}"/><rect x="10" y="53" width="80" height="5" fill="${a}"/><rect x="43" y="50" width="14" height="11" rx="2" fill="${a}"/>`,
  machine: (m, a) =>
    `<rect x="40" y="16" width="20" height="12" fill="${m}"/><rect x="12" y="28" width="76" height="52" rx="4" fill="${m}"/><rect x="20" y="37" width="36" height="26" rx="2" fill="${a}"/><circle cx="72" cy="45" r="8" fill="${a}"/><circle cx="72" cy="68" r="4" fill="${a}"/><rect x="18" y="80" width="11" height="8" fill="${m}"/><rect x="71" y="80" width="11" height="8" fill="${m}"/>`,
  helmet: (m, a) =>
    `<path d="M18 64a32 32 0 0 1 64 0z" fill="${m}"/><rect x="9" y="62" width="82" height="9" rx="4" fill="${m}"/><rect x="46" y="31" width="8" height="31" rx="3" fill="${a}"/>`,
  /** A cycling helmet: a vented, elongated shell with a short visor and a chin strap (not a builder's hard hat). */
  bikeHelmet: (m, a) =>
    `<path d="M10 62c0-22 18-38 42-38 20 0 36 12 40 30 1 5-2 8-7 8H14c-3 0-4-0-4 0z" fill="${m}"/><path d="M26 38c6-5 14-8 22-8M44 30c8 0 16 2 22 7M62 34c6 3 12 9 15 16" fill="none" stroke="${a}" stroke-width="4.5" ${round}/><path d="M10 62h-2a5 5 0 0 0 0 8h16" fill="${m}"/><path d="M30 62l8 22M70 62l-10 22M38 84h22" fill="none" stroke="${m}" stroke-width="2.5" ${round}/>`,
  /** A welding mask: a full face shield with a dark filter window and a head band. */
  weldingMask: (m, a) =>
    `<path d="M22 20h56c4 0 6 3 6 7v38c0 14-16 25-34 25S16 79 16 65V27c0-4 2-7 6-7z" fill="${m}"/><rect x="30" y="36" width="40" height="16" rx="3" fill="#1f2a33"/><rect x="33" y="39" width="18" height="4" rx="2" fill="${a}" opacity=".6"/><path d="M16 34H8M84 34h8" stroke="${m}" stroke-width="5" ${round}/><path d="M40 64h20M42 71h16" stroke="${a}" stroke-width="3" ${round}/>`,
  /** A tube of mascara: the cap with its brush wand drawn out beside the tube. */
  mascara: (m, a) =>
    `<rect x="20" y="34" width="20" height="56" rx="6" fill="${m}"/><rect x="20" y="28" width="20" height="10" rx="3" fill="${a}"/><rect x="56" y="10" width="16" height="34" rx="5" fill="${m}"/><rect x="62" y="44" width="4" height="22" fill="#8a8f98"/><rect x="58" y="64" width="12" height="24" rx="5" fill="#2a2a2e"/><path d="M58 68h12M58 73h12M58 78h12M58 83h12" stroke="#55575e" stroke-width="1.5"/>`,
  /** A flat iron: two long plates on hinged arms, slightly open, with a cord. */
  straightener: (m, a) =>
    `<path d="M16 88L44 18c2-5 8-5 9 0l-8 68z" fill="${m}"/><path d="M40 86l20-68c2-5 8-4 9 1L52 88z" fill="${m}"/><rect x="36" y="22" width="7" height="34" rx="3" transform="rotate(21 40 40)" fill="${a}"/><rect x="55" y="22" width="7" height="34" rx="3" transform="rotate(16 58 40)" fill="${a}"/><path d="M34 88c0 6 10 8 18 2" fill="none" stroke="${m}" stroke-width="3" ${round}/>`,
  /** A skipping rope: two handles joined by a long loop of cord. */
  jumpRope: (m, a) =>
    `<path d="M24 40c-6 30 6 50 26 50s32-20 26-50" fill="none" stroke="${a}" stroke-width="3.5" ${round}/><rect x="17" y="10" width="14" height="32" rx="7" fill="${m}"/><rect x="69" y="10" width="14" height="32" rx="7" fill="${m}"/><rect x="21" y="38" width="6" height="6" rx="2" fill="#8a8f98"/><rect x="73" y="38" width="6" height="6" rx="2" fill="#8a8f98"/>`,
  /** A pushchair: a hood over a seat on a frame with four wheels. */
  stroller: (m, a) =>
    `<path d="M24 22a30 30 0 0 1 30 30H24z" fill="${m}"/><path d="M22 52h44l-8 16H30z" fill="${a}"/><path d="M66 52l10-26h8" fill="none" stroke="${m}" stroke-width="4" ${round}/><path d="M30 68l-6 14M58 68l8 14" stroke="${m}" stroke-width="4" ${round}/><circle cx="24" cy="84" r="7" fill="#2a2d33"/><circle cx="66" cy="84" r="7" fill="#2a2d33"/><circle cx="24" cy="84" r="2.5" fill="#cfd3da"/><circle cx="66" cy="84" r="2.5" fill="#cfd3da"/>`,
  /** A belt: a strap with punched holes, its tip through a metal frame buckle with a prong. */
  belt: (m, a) =>
    `<path d="M6 42h66v16H6z" fill="${m}"/><path d="M6 42h66" stroke="${a}" stroke-width="1.5"/><circle cx="22" cy="50" r="2.2" fill="#2a2d33"/><circle cx="32" cy="50" r="2.2" fill="#2a2d33"/><circle cx="42" cy="50" r="2.2" fill="#2a2d33"/><rect x="66" y="34" width="24" height="32" rx="5" fill="none" stroke="#a7adb6" stroke-width="5"/><path d="M62 50h24" stroke="#a7adb6" stroke-width="3.5" ${round}/><rect x="88" y="40" width="8" height="20" rx="3" fill="${m}"/>`,
  /** A garden hose: a coil of hose ending in a spray nozzle. */
  hose: (m, a) =>
    `<ellipse cx="42" cy="58" rx="32" ry="28" fill="none" stroke="${m}" stroke-width="8"/><ellipse cx="42" cy="58" rx="20" ry="17" fill="none" stroke="${m}" stroke-width="8"/><path d="M74 58c6-10 8-22 8-30" fill="none" stroke="${m}" stroke-width="8" ${round}/><path d="M74 14h18v12H74z" fill="${a}"/><path d="M78 26l-4 12h10l2-12" fill="${a}"/><path d="M92 16l6-4M92 20h7M92 24l6 4" stroke="#6fb6e8" stroke-width="2" ${round}/>`,
  /** A spark plug: terminal, ribbed white insulator, hex nut, threaded shell and the electrode. */
  sparkPlug: (m, a) =>
    `<rect x="44" y="4" width="12" height="10" rx="2" fill="#8a8f98"/><path d="M40 14h20l-2 34H42z" fill="#f2f3f5" stroke="#cfd3da" stroke-width="1.5"/><path d="M41 20h18M41 26h18M41 32h18" stroke="#cfd3da" stroke-width="2"/><rect x="41" y="38" width="18" height="6" fill="${a}"/><path d="M32 48h36l-3 14H35z" fill="${m}"/><rect x="40" y="62" width="20" height="20" fill="#a7adb6"/><path d="M40 66l20-3M40 71l20-3M40 76l20-3M40 81l20-3" stroke="#7c828b" stroke-width="1.5"/><path d="M50 82v8M46 90h10" stroke="#6b7078" stroke-width="3" ${round}/>`,
  /** A serpentine (timing) belt: a ribbed rubber loop around three pulleys. */
  serpentineBelt: (m, a) =>
    `<circle cx="28" cy="30" r="13" fill="#a7adb6"/><circle cx="74" cy="34" r="10" fill="#a7adb6"/><circle cx="50" cy="74" r="16" fill="#a7adb6"/><circle cx="28" cy="30" r="4" fill="${a}"/><circle cx="74" cy="34" r="3" fill="${a}"/><circle cx="50" cy="74" r="5" fill="${a}"/><path d="M20 19L72 23Q88 26 83 42L64 85Q50 98 36 86L16 42Q10 25 20 19Z" fill="none" stroke="#2a2d33" stroke-width="7" ${round}/><path d="M20 19L72 23Q88 26 83 42L64 85Q50 98 36 86L16 42Q10 25 20 19Z" fill="none" stroke="${m}" stroke-width="2" stroke-dasharray="3 3"/>`,
  /** A spinning reel: the rod foot on its stem, the body, the line spool in front and the crank handle. */
  reel: (m, a) =>
    `<rect x="34" y="8" width="44" height="7" rx="3" fill="#4a4f57"/><rect x="52" y="14" width="8" height="26" fill="${m}"/><circle cx="58" cy="56" r="19" fill="${m}"/><rect x="24" y="50" width="18" height="12" fill="#6b7078"/><rect x="8" y="36" width="20" height="40" rx="6" fill="${a}"/><path d="M11 44h14M11 50h14M11 56h14M11 62h14M11 68h14" stroke="#ffffff" stroke-width="1.5" opacity=".6"/><path d="M58 56l22 18" stroke="#4a4f57" stroke-width="5" ${round}/><rect x="76" y="70" width="10" height="16" rx="4" fill="#2a2d33"/>`,
  /** Sheet masks: a face-shaped serum sheet with eye, nose and mouth cut-outs, its sachet behind. */
  sheetMask: (m, a) =>
    `<rect x="54" y="10" width="36" height="52" rx="4" fill="${m}"/><path d="M58 18h28M58 24h18" stroke="${a}" stroke-width="3" ${round}/><path d="M12 32c0-17 12-24 28-24s28 7 28 24v26c0 20-12 32-28 32S12 78 12 58z" fill="#f6f3ee" stroke="${a}" stroke-width="2"/><ellipse cx="28" cy="42" rx="7" ry="3.5" fill="#d9cbbd"/><ellipse cx="52" cy="42" rx="7" ry="3.5" fill="#d9cbbd"/><path d="M38 50v10h4" fill="none" stroke="#d9cbbd" stroke-width="2.5" ${round}/><ellipse cx="40" cy="72" rx="9" ry="4" fill="#d9cbbd"/>`,
  /** Resistance bands: flat rubber loops of two strengths, stretched. */
  band: (m, a) =>
    `<ellipse cx="50" cy="48" rx="40" ry="15" fill="none" stroke="${m}" stroke-width="9" transform="rotate(-18 50 48)"/><ellipse cx="50" cy="56" rx="36" ry="12" fill="none" stroke="${a}" stroke-width="7" transform="rotate(16 50 56)"/>`,
  /** An angle grinder: a long motor body, a side handle and a cutting disc under its guard at the head. */
  grinder: (m, a) =>
    `<rect x="6" y="40" width="58" height="20" rx="10" fill="${m}"/><path d="M14 44v12M20 44v12M26 44v12" stroke="${a}" stroke-width="2.5"/><rect x="60" y="36" width="18" height="28" rx="5" fill="#4a4f57"/><rect x="64" y="14" width="7" height="24" rx="3" fill="#2a2d33"/><ellipse cx="74" cy="72" rx="22" ry="7" fill="#a7adb6"/><path d="M52 70a22 7 0 0 1 22-7h6" fill="none" stroke="${a}" stroke-width="5"/><ellipse cx="74" cy="72" rx="4" ry="1.5" fill="#4a4f57"/>`,
  /** A massage gun: a T of barrel and handle, a round massage head on the barrel's tip. */
  massageGun: (m, a) =>
    `<rect x="26" y="16" width="62" height="26" rx="13" fill="${m}"/><rect x="56" y="36" width="20" height="52" rx="9" fill="${m}"/><path d="M58 56h16M58 62h16M58 68h16" stroke="${a}" stroke-width="2.5"/><rect x="14" y="24" width="14" height="10" fill="#6b7078"/><circle cx="11" cy="29" r="9" fill="${a}"/><circle cx="78" cy="29" r="4" fill="${a}"/>`,
  /** A mummy sleeping bag: hooded, quilted, with its zip down one side. */
  sleepingBag: (m, a) =>
    `<path d="M34 8q16-6 32 0 12 24 7 54-3 26-13 32H40q-10-6-13-32-5-30 7-54z" fill="${m}"/><ellipse cx="50" cy="20" rx="11" ry="8" fill="${a}"/><path d="M29 38h42M28 52h44M29 66h42M33 80h34" stroke="${a}" stroke-width="2" opacity=".7"/><path d="M62 26q8 34-2 66" fill="none" stroke="#2a2d33" stroke-width="1.8"/>`,
  /** A cake pan: a round springform tin seen from above at an angle, non-stick inside, with its clasp. */
  cakePan: (m, a) =>
    `<path d="M12 46v20a38 12 0 0 0 76 0V46" fill="#a7adb6"/><ellipse cx="50" cy="46" rx="38" ry="12" fill="#cfd3da"/><ellipse cx="50" cy="48" rx="33" ry="9" fill="${m}"/><rect x="84" y="50" width="9" height="12" rx="2" fill="${a}"/><path d="M16 56a38 12 0 0 0 68 0" fill="none" stroke="#8a8f98" stroke-width="1.5"/>`,
  /** Pliers: serrated jaws, the pivot and two handles with grips. */
  pliers: (m, a) =>
    `<path d="M44 6q-6 18 2 38h6q-2-20-2-38z" fill="#8a8f98"/><path d="M56 6q6 18-2 38h-6q2-20 2-38z" fill="#a7adb6"/><path d="M46 14h4M46 20h4M46 26h4" stroke="#5c6168" stroke-width="1.5"/><circle cx="50" cy="46" r="6" fill="#6b7078"/><path d="M47 50q-12 22-18 42" fill="none" stroke="${m}" stroke-width="10" ${round}/><path d="M53 50q12 22 18 42" fill="none" stroke="${m}" stroke-width="10" ${round}/><path d="M36 72l6 2M33 80l6 2M64 72l-6 2M67 80l-6 2" stroke="${a}" stroke-width="2.5"/>`,
  /** Cable ties: a straight nylon tie with its square head, and one closed into a loop. */
  cableTie: (m, a) =>
    `<path d="M26 78L84 20" stroke="${m}" stroke-width="6" ${round}/><path d="M36 66l4 4M44 58l4 4M52 50l4 4M60 42l4 4M68 34l4 4" stroke="${a}" stroke-width="1.5"/><rect x="14" y="74" width="14" height="14" rx="3" fill="${m}"/><circle cx="58" cy="70" r="18" fill="none" stroke="${a}" stroke-width="5"/><rect x="52" y="46" width="12" height="10" rx="2" fill="${a}"/><path d="M64 50l10-6" stroke="${a}" stroke-width="4" ${round}/>`,
  glove: (m, a) =>
    `<path d="M30 88V50L20 34A5 5 0 0 1 28 29L36 41V18A5 5 0 0 1 46 18V14A5 5 0 0 1 56 14V16A5 5 0 0 1 66 16V22A5 5 0 0 1 76 22V58C76 74 70 84 64 88Z" fill="${m}"/><path d="M46 22v20M56 18v24M66 24v18" stroke="${a}" stroke-width="1.5"/><rect x="30" y="78" width="40" height="10" fill="${a}"/>`,
  chip: (m, a) =>
    `<path d="M36 12v14M50 12v14M64 12v14M36 74v14M50 74v14M64 74v14M12 36h14M12 50h14M12 64h14M74 36h14M74 50h14M74 64h14" stroke="${m}" stroke-width="4"/><rect x="25" y="25" width="50" height="50" rx="5" fill="${m}"/><rect x="36" y="36" width="28" height="28" rx="2" fill="${a}"/>`,
  watch: (m, a) =>
    `<rect x="38" y="6" width="24" height="24" rx="4" fill="${m}"/><rect x="38" y="70" width="24" height="24" rx="4" fill="${m}"/><circle cx="50" cy="50" r="25" fill="${m}"/><circle cx="50" cy="50" r="19" fill="${a}"/><path d="M50 38v12l8 6" fill="none" stroke="${m}" stroke-width="3" ${round}/><rect x="74" y="46" width="5" height="8" rx="1" fill="${m}"/>`,
  ring: (m, a) =>
    `<circle cx="50" cy="61" r="24" fill="none" stroke="${m}" stroke-width="7"/><path d="M38 30l6-13h12l6 13-12 11z" fill="${a}"/><path d="M38 30h24" stroke="${m}" stroke-width="1.5"/>`,
  necklace: (m, a) =>
    `<path d="M20 12c0 30 14 46 30 50 16-4 30-20 30-50" fill="none" stroke="${m}" stroke-width="3"/><path d="M50 60l11 13-11 15-11-15z" fill="${a}"/><circle cx="50" cy="61" r="3" fill="${m}"/>`,
  earrings: (m, a) =>
    `<circle cx="31" cy="58" r="16" fill="none" stroke="${m}" stroke-width="5"/><circle cx="69" cy="58" r="16" fill="none" stroke="${m}" stroke-width="5"/><circle cx="31" cy="36" r="5" fill="${a}"/><circle cx="69" cy="36" r="5" fill="${a}"/>`,
  bracelet: (m, a) => beads(m, a),
  ball: (m, a) =>
    `<circle cx="50" cy="50" r="37" fill="${m}"/><path d="M50 13v74M13 50h74" stroke="${a}" stroke-width="3"/><path d="M24 24c12 10 12 42 0 52M76 24c-12 10-12 42 0 52" fill="none" stroke="${a}" stroke-width="3"/>`,
  dumbbell: (m, a) =>
    `<rect x="8" y="34" width="12" height="32" rx="3" fill="${m}"/><rect x="20" y="26" width="12" height="48" rx="3" fill="${m}"/><rect x="80" y="34" width="12" height="32" rx="3" fill="${m}"/><rect x="68" y="26" width="12" height="48" rx="3" fill="${m}"/><rect x="32" y="46" width="36" height="8" rx="2" fill="${a}"/>`,
  mat: (m, a) =>
    `<rect x="10" y="40" width="64" height="32" rx="4" fill="${m}"/><circle cx="74" cy="56" r="16" fill="${m}"/><circle cx="74" cy="56" r="9" fill="${a}"/><circle cx="74" cy="56" r="4" fill="${m}"/>`,
  tent: (m, a) =>
    `<path d="M50 16L10 84h80z" fill="${m}"/><path d="M50 40L35 84h30z" fill="${a}"/><path d="M50 16l-5-7M50 16l5-7" stroke="${m}" stroke-width="3" ${round}/>`,
  lantern: (m, a) =>
    `<path d="M40 22a10 10 0 0 1 20 0" fill="none" stroke="${m}" stroke-width="4"/><rect x="31" y="20" width="38" height="11" rx="3" fill="${m}"/><rect x="35" y="31" width="30" height="41" rx="4" fill="${a}"/><ellipse cx="50" cy="53" rx="7" ry="10" fill="${m}"/><rect x="29" y="72" width="42" height="13" rx="3" fill="${m}"/>`,
  bike: (m, a) =>
    `<circle cx="27" cy="63" r="16" fill="none" stroke="${m}" stroke-width="5"/><circle cx="73" cy="63" r="16" fill="none" stroke="${m}" stroke-width="5"/><path d="M27 63l14-26h24l8 26M41 37l11 26H27M63 29h9M38 31h8" fill="none" stroke="${a}" stroke-width="4" ${round}/>`,
  lock: (m, a) =>
    `<path d="M34 44V32a16 16 0 0 1 32 0v12" fill="none" stroke="${m}" stroke-width="7"/><rect x="23" y="44" width="54" height="43" rx="6" fill="${m}"/><circle cx="50" cy="62" r="5" fill="${a}"/><rect x="48" y="62" width="4" height="12" fill="${a}"/>`,
  rod: (m, a) =>
    `<path d="M14 88L82 12" stroke="${m}" stroke-width="4" ${round}/><path d="M82 12v52" stroke="${m}" stroke-width="1.5"/><circle cx="30" cy="70" r="9" fill="${a}"/><path d="M78 64c0 8 8 8 8 0" fill="none" stroke="${m}" stroke-width="2.5"/>`,
  fish: (m, a) =>
    `<path d="M12 50c14-21 46-23 62 0-16 23-48 21-62 0z" fill="${m}"/><path d="M72 50l16-13v26z" fill="${m}"/><circle cx="27" cy="46" r="4" fill="${a}"/><path d="M44 38c5 8 5 16 0 24" fill="none" stroke="${a}" stroke-width="2.5"/>`,
  plant: (m, a) =>
    `<path d="M31 62h38l-5 26H36z" fill="${a}"/><path d="M50 62V32" stroke="${m}" stroke-width="4"/><path d="M50 46c-18 0-25-12-25-23 15 0 25 8 25 23zM50 40c0-15 10-25 27-25 0 15-10 25-27 25z" fill="${m}"/>`,
  textile: (m, a) =>
    `<rect x="14" y="64" width="72" height="18" rx="7" fill="${m}"/><rect x="19" y="45" width="62" height="18" rx="7" fill="${a}"/><rect x="24" y="26" width="52" height="18" rx="7" fill="${m}"/><path d="M30 35h40" stroke="${a}" stroke-width="2" stroke-dasharray="4 3"/>`,
  box: (m, a) =>
    `<path d="M50 12l36 17v42L50 88 14 71V29z" fill="${m}"/><path d="M14 29l36 17 36-17M50 46v42" fill="none" stroke="${a}" stroke-width="3"/><path d="M32 20l36 17v10" fill="none" stroke="${a}" stroke-width="3"/>`,
  filter: (m, a) =>
    `<rect x="27" y="16" width="46" height="70" rx="6" fill="${m}"/><path d="M35 26v50M43 26v50M51 26v50M59 26v50M67 26v50" stroke="${a}" stroke-width="2.5"/><ellipse cx="50" cy="16" rx="23" ry="6" fill="${a}"/>`,
  wheel: (m, a) =>
    `<circle cx="50" cy="50" r="35" fill="none" stroke="${m}" stroke-width="8"/><path d="M17 46h25M58 46h25M50 58v27" stroke="${m}" stroke-width="7"/><circle cx="50" cy="50" r="10" fill="${m}"/><circle cx="50" cy="50" r="4" fill="${a}"/>`,
  ...objectGlyphs,
  ...moreObjectGlyphs,
} satisfies Record<string, Draw>

export type GlyphName = keyof typeof glyphs

/** Whether a name (from a data file) is one of the glyphs. */
export const isGlyphName = (name: unknown): name is GlyphName => typeof name === 'string' && Object.hasOwn(glyphs, name)

/**
 * Pictograms of objects the emoji set lacks and the category pictograms drew as a related object (issue 27's
 * contact sheet reviews: a hoodie drawn as a T-shirt, trekking poles as a fishing rod, a chandelier as one bulb, a
 * CNC router, a welder and an air compressor as one machine box…). Same style and box as glyphs.ts: flat, 100×100,
 * `m` the product's main colour, `a` its accent; fixed colours only for what has one (cork, brass, a warm LED).
 */

type Draw = (m: string, a: string) => string

const round = 'stroke-linecap="round" stroke-linejoin="round"'
/** A long-sleeved top's body: shoulders, sleeves to the cuffs and a straight hem (hoodies, sweaters, shirts). */
function longSleeves(m: string, cuff: string): string {
  return `<path d="M31 22L17 29Q11 33 10 42L7 77l13 2 4-33 4-2v42h44V46l4 2 4 33 13-2-3-35q-1-9-7-13L69 22q-8 8-19 8t-19-8z" fill="${m}"/><path d="M7 73l13 2-.6 5-13-2zM93 73l-13 2 .6 5 13-2z" fill="${cuff}"/>`
}

/** A hoodie: the hood behind the neck, drawstrings, a kangaroo pocket and ribbed hem, zipped or pulled over. */
function hoodie(m: string, a: string, zip: boolean): string {
  const pocket = zip
    ? `<path d="M34 62h14v16H30zM52 62h14l4 16H52z" fill="#000" opacity=".16"/>`
    : `<path d="M36 60h28l5 18H31z" fill="#000" opacity=".16"/>`
  const front = zip
    ? `<path d="M50 30v58" stroke="#cfd3da" stroke-width="2.5"/><rect x="48" y="34" width="4" height="8" rx="1.5" fill="#8a8f98"/>`
    : ''
  return `<path d="M32 28c-4-14 4-23 18-23s22 9 18 23z" fill="${m}"/>${longSleeves(m, a)}<rect x="28" y="82" width="44" height="6" rx="1" fill="${a}"/><path d="M37 27c0-9 5-14 13-14s13 5 13 14q-5 5-13 5t-13-5z" fill="#000" opacity=".3"/>${pocket}${front}<path d="M44 31v15M56 31v15" stroke="${a}" stroke-width="2" stroke-linecap="round"/><circle cx="44" cy="47" r="1.8" fill="${a}"/><circle cx="56" cy="47" r="1.8" fill="${a}"/>`
}

/** Points along a quadratic curve from p0 through control p1 to p2, `n` of them, ends excluded. */
function along(p0: number[], p1: number[], p2: number[], n: number): number[][] {
  const out: number[][] = []
  for (let i = 1; i <= n; i++) {
    const t = i / (n + 1)
    const u = 1 - t
    out.push([0, 1].map((k) => u * u * p0[k] + 2 * u * t * p1[k] + t * t * p2[k]))
  }
  return out
}

/** One trekking pole leaning from its top at (x, 6): cork grip, strap, two shaft sections, basket and tip. */
function pole(m: string, x: number, angle: number): string {
  return `<g transform="translate(${x} 6) rotate(${angle})"><path d="M-4 3q-11 11 0 22" fill="none" stroke="#2a2d33" stroke-width="2.2"/><rect x="-5" y="0" width="10" height="24" rx="4" fill="#c9a27a"/><rect x="-5.5" y="0" width="11" height="5" rx="2" fill="#2a2d33"/><rect x="-3" y="24" width="6" height="34" fill="${m}"/><rect x="-3.6" y="56" width="7.2" height="4" rx="1" fill="#2a2d33"/><rect x="-2" y="60" width="4" height="24" fill="#a7adb6"/><ellipse cx="0" cy="79" rx="7" ry="2.4" fill="#2a2d33"/><rect x="-1" y="84" width="2" height="5" fill="#4a4f57"/></g>`
}

/** One front car mat, its raised lip in the mat's colour, grooves and a heel pad. */
function carMat(m: string, a: string): string {
  return `<path d="M10 22q0-8 8-8h22l8 12v54q0 8-8 8H18q-8 0-8-8z" fill="${m}"/><path d="M15 24q0-5 5-5h18l5 8v49q0 6-6 6H20q-5 0-5-6z" fill="#fff" opacity=".14"/><path d="M19 32h20M19 39h21M19 46h21M19 53h21M19 60h21" stroke="${a}" stroke-width="1.6" opacity=".6"/><rect x="20" y="66" width="18" height="12" rx="3" fill="#000" opacity=".3"/>`
}

export const objectGlyphs = {
  /** A pullover hoodie: hood, drawstrings, kangaroo pocket, ribbed cuffs and hem. */
  hoodie: (m, a) => hoodie(m, a, false),
  /** A zip-up hoodie: the same with a front zip splitting the pocket. */
  zipHoodie: (m, a) => hoodie(m, a, true),
  /** A knitted sweater: long sleeves, ribbed crew neck, cuffs and hem, cable stitches down the front. */
  sweater: (m, a) =>
    `${longSleeves(m, a)}<rect x="28" y="81" width="44" height="7" rx="1" fill="${a}"/><path d="M35 24q15 12 30 0" fill="none" stroke="${a}" stroke-width="4"/><path d="M40 38v40M60 38v40" stroke="${a}" stroke-width="2.5" stroke-dasharray="3 3"/><path d="M50 36l-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4 5M50 36l4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5" fill="none" stroke="${a}" stroke-width="2"/>`,
  /** A cardigan: open V front over a light top, a button band, two pockets, ribbed cuffs and hem. */
  cardigan: (m, a) =>
    `${longSleeves(m, a)}<path d="M34 24q16 4 32 0L50 58z" fill="#f2f3f5"/><path d="M33 23L50 60 67 23" fill="none" stroke="${a}" stroke-width="3"/><path d="M50 60v28" stroke="${a}" stroke-width="3"/><circle cx="53.5" cy="64" r="1.8" fill="${m}"/><circle cx="53.5" cy="72" r="1.8" fill="${m}"/><circle cx="53.5" cy="80" r="1.8" fill="${m}"/><rect x="28" y="82" width="44" height="6" rx="1" fill="${a}"/><rect x="32" y="66" width="12" height="10" rx="1.5" fill="#000" opacity=".16"/><rect x="57" y="66" width="12" height="10" rx="1.5" fill="#000" opacity=".16"/>`,
  /** A dress shirt: pointed collar, button placket, chest pocket and buttoned cuffs. */
  dressShirt: (m, a) =>
    `${longSleeves(m, a)}<path d="M50 30v58" stroke="#000" stroke-width="1.2" opacity=".25"/><circle cx="52.5" cy="40" r="1.6" fill="${a}"/><circle cx="52.5" cy="52" r="1.6" fill="${a}"/><circle cx="52.5" cy="64" r="1.6" fill="${a}"/><circle cx="52.5" cy="76" r="1.6" fill="${a}"/><path d="M33 21l17 9-8 10zM67 21l-17 9 8 10z" fill="${m}" stroke="${a}" stroke-width="1.8" stroke-linejoin="round"/><rect x="57" y="44" width="10" height="11" rx="1.5" fill="none" stroke="#000" stroke-width="1.2" opacity=".25"/>`,
  /** A pair of trekking poles: cork grips with wrist straps, two shaft sections, baskets and tips. */
  trekkingPoles: (m) => `${pole(m, 40, 9)}${pole(m, 60, -9)}`,
  /** A magnetic drawing board: a framed dotted sketch, the slider that erases it and the stylus on its cord. */
  drawingBoard: (m, a) =>
    `<rect x="8" y="12" width="72" height="74" rx="12" fill="${m}"/><rect x="16" y="20" width="56" height="50" rx="4" fill="#eef0f2"/><path d="M26 62V48l12-11 12 11v14zM36 62v-8h5v8M60 32a5 5 0 1 0 0 .1M24 30l6 3" fill="none" stroke="#3b4048" stroke-width="2.6" stroke-dasharray=".1 3.3" ${round}/><rect x="18" y="75" width="52" height="5" rx="2.5" fill="#000" opacity=".25"/><rect x="36" y="72" width="13" height="11" rx="3" fill="${a}"/><path d="M80 28q12 0 8 16" fill="none" stroke="#4a4f57" stroke-width="1.5"/><g transform="rotate(6 88 62)"><rect x="85" y="40" width="6" height="40" rx="3" fill="${a}"/><rect x="85" y="40" width="6" height="6" rx="2" fill="#4a4f57"/><path d="M85.5 79h5L88 87z" fill="#4a4f57"/></g>`,
  /** An LCD writing tablet: a dark screen with bright strokes, the erase button and a stylus. */
  lcdTablet: (m, a) =>
    `<rect x="10" y="10" width="68" height="82" rx="10" fill="${m}"/><rect x="16" y="20" width="56" height="62" rx="3" fill="#1c1f24"/><path d="M24 60c6-14 12-14 16-4s10 8 14-6 10-12 12-4" fill="none" stroke="#7be0a5" stroke-width="2.5" ${round}/><path d="M26 34q10-8 20 0t18 0" fill="none" stroke="#ffd66b" stroke-width="2.5" ${round}/><path d="M30 72h26" stroke="#6fb6e8" stroke-width="2.5" ${round}/><circle cx="44" cy="15" r="2.5" fill="${a}"/><path d="M84 14l6 2-6 64-3 6-2-7z" fill="${a}"/>`,
  /** A selfie stick tripod: a phone in the clamp, the telescopic stick, the grip, folding legs and the remote. */
  selfieStick: (m, a) =>
    `<rect x="24" y="8" width="52" height="26" rx="4" fill="#2a2d33"/><rect x="28" y="11" width="44" height="20" rx="2" fill="#6fb6e8"/><path d="M28 26l12-8 8 6 10-9 14 11v5H28z" fill="#2f9e5b" opacity=".7"/><rect x="44" y="4" width="12" height="34" rx="3" fill="${m}"/><rect x="46.5" y="38" width="7" height="14" fill="${m}"/><rect x="47.5" y="52" width="5" height="12" fill="#a7adb6"/><rect x="45" y="62" width="10" height="14" rx="3" fill="${m}"/><path d="M50 76L26 93M50 76l24 17M50 76v17" stroke="${m}" stroke-width="3.5" ${round}/><rect x="62" y="54" width="9" height="15" rx="3" fill="${a}"/><circle cx="66.5" cy="59" r="2" fill="${m}"/>`,
  /** A moka pot: faceted boiler and upper jug joined at the waist, the spout, lid knob and a heat-proof handle. */
  mokaPot: (m) =>
    `<path d="M30 22l-9-4 5 10z" fill="${m}"/><path d="M33 52L30 22h40l-3 30z" fill="${m}"/><path d="M30 22h13l1 30h-11z" fill="#fff" opacity=".22"/><path d="M57 22h13l-3 30H56z" fill="#000" opacity=".18"/><rect x="33" y="51" width="34" height="7" rx="1" fill="${m}"/><rect x="33" y="51" width="34" height="7" rx="1" fill="#000" opacity=".3"/><path d="M33 58h34l5 32H28z" fill="${m}"/><path d="M33 58h11v32H28z" fill="#fff" opacity=".22"/><path d="M56 58h11l5 32H56z" fill="#000" opacity=".18"/><path d="M28 22q22-12 44 0z" fill="${m}"/><rect x="46" y="9" width="8" height="7" rx="2" fill="#2a2d33"/><path d="M70 26h10q4 0 4 4v10q0 4-4 6l-12 6" fill="none" stroke="#2a2d33" stroke-width="6" ${round}/>`,
  /** A chandelier: the ceiling canopy, its drop rod and curved arms carrying five glowing globes. */
  chandelier: (m) => {
    const globes = [
      [20, 58],
      [80, 58],
      [35, 70],
      [65, 70],
      [50, 76],
    ]
    return `<path d="M40 4h20l-4 6H44z" fill="${m}"/><rect x="48.5" y="10" width="3" height="26" fill="${m}"/><path d="M50 40Q28 38 20 50M50 40Q72 38 80 50M50 40Q38 46 35 62M50 40Q62 46 65 62M50 40v28" fill="none" stroke="${m}" stroke-width="3" ${round}/><circle cx="50" cy="40" r="5" fill="${m}"/>${globes.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="#ffe28a" opacity=".35"/><rect x="${x - 3}" y="${y - 10}" width="6" height="4" rx="1" fill="${m}"/><circle cx="${x}" cy="${y}" r="7" fill="#fff3c4"/>`).join('')}`
  },
  /** A flush ceiling light: the mount against the ceiling and its glowing round diffuser. */
  ceilingLight: (m) =>
    `<rect x="6" y="22" width="88" height="4" fill="#cfd3da"/><path d="M16 26h68l-6 10H22z" fill="${m}"/><path d="M20 36h60a30 12 0 0 1-60 0z" fill="#fff6d6" stroke="${m}" stroke-width="1.5"/><path d="M30 60l-6 12M50 62v16M70 60l6 12M38 62l-3 14M62 62l3 14" stroke="#ffd66b" stroke-width="2.5" ${round}/>`,
  /** Fairy string lights: two swags of thin wire dotted with warm LEDs, the controller at one end. */
  stringLights: (m) => {
    const swags = [
      [
        [8, 22],
        [30, 46],
        [52, 22],
      ],
      [
        [52, 22],
        [74, 46],
        [94, 24],
      ],
      [
        [10, 58],
        [32, 84],
        [54, 60],
      ],
      [
        [54, 60],
        [76, 84],
        [94, 58],
      ],
    ]
    const wire = swags.map(([p, c, q]) => `M${p.join(' ')}Q${c.join(' ')} ${q.join(' ')}`).join('')
    const leds = swags
      .flatMap(([p, c, q]) => along(p, c, q, 5))
      .map(
        ([x, y]) =>
          `<circle cx="${x.toFixed(1)}" cy="${(y + 2).toFixed(1)}" r="5" fill="#ffd66b" opacity=".45"/><circle cx="${x.toFixed(1)}" cy="${(y + 2).toFixed(1)}" r="2.4" fill="#fff6c9"/>`,
      )
      .join('')
    return `<path d="${wire}M94 24q7 17 0 34" fill="none" stroke="#3f5a44" stroke-width="1.8"/>${leds}<rect x="2" y="52" width="12" height="16" rx="3" fill="${m}"/><circle cx="8" cy="58" r="2" fill="#fff6c9"/>`
  },
  /** A magnetic ball run: coloured see-through magnetic tiles, two ramps zig-zagging down and the balls on them. */
  ballRun: (m, a) => {
    const tile = (x: number, y: number, c: string) =>
      `<rect x="${x}" y="${y}" width="34" height="34" rx="3" fill="${c}" fill-opacity=".3" stroke="${c}" stroke-width="4"/>`
    return `${tile(14, 16, '#e85d75')}${tile(52, 16, '#4fb3e8')}${tile(14, 54, '#f2b33d')}${tile(52, 54, m)}<path d="M64 4h18l-6 10h-6z" fill="${a}" stroke="${m}" stroke-width="1.5"/><path d="M10 30l76 12M90 60L14 74" stroke="#a7adb6" stroke-width="7" ${round}/><path d="M10 30l76 12M90 60L14 74" stroke="#f2f3f5" stroke-width="3.5" ${round}/><circle cx="32" cy="29" r="5" fill="#d63b3b"/><circle cx="66" cy="34" r="5" fill="#2f9e5b"/><circle cx="60" cy="60" r="5" fill="#2f6fd6"/><circle cx="30.5" cy="27.5" r="1.5" fill="#fff" opacity=".7"/><circle cx="64.5" cy="32.5" r="1.5" fill="#fff" opacity=".7"/><circle cx="58.5" cy="58.5" r="1.5" fill="#fff" opacity=".7"/>`
  },
  /** Cushion covers: two plump square cushions with pinched corners, piping and a velvet sheen. */
  cushion: (m, a) => {
    const shape = 'M16 24Q50 32 84 22Q76 52 86 84Q50 76 14 86Q24 54 16 24Z'
    return `<g transform="translate(-8 -10) scale(.86)"><path d="${shape}" fill="${m}"/><path d="${shape}" fill="#000" opacity=".25"/></g><g transform="translate(10 12) scale(.86)"><path d="${shape}" fill="${m}" stroke="${a}" stroke-width="2.2"/><ellipse cx="42" cy="46" rx="20" ry="11" fill="#fff" opacity=".2" transform="rotate(-24 42 46)"/><path d="M16 24q14 14 20 18M84 22q-12 14-18 20M14 86q14-12 20-18M86 84q-14-12-20-18" fill="none" stroke="#000" stroke-width="1.5" opacity=".18"/></g>`
  },
  /** A rug: fringed ends, a border and a kilim's stepped diamonds. */
  rug: (m, a) =>
    `<path d="M22 14v-6M28 14v-6M34 14v-6M40 14v-6M46 14v-6M52 14v-6M58 14v-6M64 14v-6M70 14v-6M76 14v-6M22 86v6M28 86v6M34 86v6M40 86v6M46 86v6M52 86v6M58 86v6M64 86v6M70 86v6M76 86v6" stroke="#d8c7a6" stroke-width="2" ${round}/><rect x="18" y="14" width="64" height="72" rx="2" fill="${m}"/><rect x="23" y="19" width="54" height="62" fill="none" stroke="${a}" stroke-width="3"/><path d="M50 26l18 24-18 24-18-24z" fill="${a}"/><path d="M50 37l10 13-10 13-10-13z" fill="${m}"/><path d="M50 45l4 5-4 5-4-5z" fill="${a}"/><path d="M28 26l5 6-5 6M72 26l-5 6 5 6M28 62l5 6-5 6M72 62l-5 6 5 6" fill="none" stroke="${a}" stroke-width="2.5"/>`,
  /** A pair of front car floor mats with raised edges, grooves and heel pads. */
  carMats: (m, a) =>
    `<g transform="translate(-2 0)">${carMat(m, a)}</g><g transform="translate(102 0) scale(-1 1)">${carMat(m, a)}</g>`,
  /** A CNC router: the gantry on two uprights, its spindle and bit over a slotted bed with a workpiece. */
  cncRouter: (m) =>
    `<rect x="8" y="66" width="84" height="12" rx="2" fill="#a7adb6"/><path d="M12 72h76" stroke="#8a8f98" stroke-width="2"/><rect x="12" y="78" width="8" height="8" fill="#4a4f57"/><rect x="80" y="78" width="8" height="8" fill="#4a4f57"/><rect x="30" y="59" width="40" height="7" fill="#d9b47c"/><path d="M36 62h14" stroke="#a07a4a" stroke-width="1.5"/><path d="M12 66V30h12v36zM76 66V30h12v36z" fill="${m}"/><rect x="10" y="22" width="80" height="11" rx="2" fill="${m}"/><rect x="14" y="33" width="72" height="3" fill="#4a4f57"/><rect x="88" y="20" width="9" height="13" rx="1" fill="#2a2d33"/><rect x="41" y="30" width="18" height="14" rx="2" fill="#4a4f57"/><rect x="44" y="36" width="12" height="16" rx="2" fill="#cfd3da"/><path d="M46 52h8l-2 4h-4z" fill="#8a8f98"/><rect x="49" y="56" width="2" height="4" fill="#2a2d33"/>`,
  /** A diode laser engraver: an open frame over a wooden board, the laser head with its violet beam engraving it. */
  laserEngraver: (m) =>
    `<path d="M24 72l14-24h46L70 72z" fill="#d9b47c"/><path d="M36 64q6-8 12-2t12-4" fill="none" stroke="#6b4a2b" stroke-width="2" ${round}/><path d="M12 80l20-40h62L74 80z" fill="none" stroke="${m}" stroke-width="5" stroke-linejoin="round"/><path d="M21 62h64" stroke="${m}" stroke-width="6"/><rect x="50" y="34" width="16" height="24" rx="2" fill="#2a2d33"/><path d="M53 38h10M53 42h10M53 46h10" stroke="#4a4f57" stroke-width="2"/><path d="M58 58v8" stroke="#8a5cff" stroke-width="2"/><circle cx="58" cy="67" r="4.5" fill="#c9b3ff" opacity=".8"/><circle cx="58" cy="67" r="1.6" fill="#fff"/>`,
  /** An air compressor: a horizontal tank on wheels, the motor and pump on top, the gauge and a carry handle. */
  airCompressor: (m) =>
    `<path d="M18 32v-9h64v9" fill="none" stroke="#2a2d33" stroke-width="4" ${round}/><rect x="20" y="32" width="28" height="20" rx="4" fill="#4a4f57"/><path d="M24 37h20M24 42h20M24 47h20" stroke="#6b7078" stroke-width="2"/><rect x="52" y="28" width="14" height="24" rx="2" fill="#8a8f98"/><path d="M52 33h14M52 38h14M52 43h14" stroke="#6b7078" stroke-width="2"/><circle cx="76" cy="42" r="7" fill="#f2f3f5" stroke="#4a4f57" stroke-width="2"/><path d="M76 42l3-4" stroke="#d63b3b" stroke-width="1.6"/><rect x="10" y="50" width="80" height="30" rx="15" fill="${m}"/><rect x="18" y="54" width="64" height="4" rx="2" fill="#fff" opacity=".3"/><rect x="84" y="60" width="8" height="6" rx="1" fill="#d4a93c"/><circle cx="24" cy="84" r="8" fill="#2a2d33"/><circle cx="24" cy="84" r="3" fill="#a7adb6"/><rect x="72" y="78" width="8" height="10" rx="2" fill="#2a2d33"/>`,
  /** A portable tyre inflator: a handheld body with its handle, digital gauge and buttons, the hose to a tyre's valve. */
  tyreInflator: (m, a) =>
    `<path d="M16 42v-8q0-6 6-6h28q6 0 6 6v8" fill="none" stroke="${m}" stroke-width="6"/><rect x="8" y="40" width="56" height="44" rx="9" fill="${m}"/><rect x="15" y="47" width="30" height="15" rx="2" fill="#1c1f24"/><path d="M20 51v7M26 51h-6M26 51v7M20 58h6M31 51h6v7h-6M31 54.5h6" fill="none" stroke="#7be0a5" stroke-width="1.8"/><circle cx="53" cy="52" r="4" fill="${a}"/><circle cx="20" cy="72" r="3.5" fill="${a}"/><circle cx="30" cy="72" r="3.5" fill="${a}"/><circle cx="40" cy="72" r="3.5" fill="${a}"/><circle cx="78" cy="70" r="19" fill="#2a2d33"/><circle cx="78" cy="70" r="11" fill="#a7adb6"/><circle cx="78" cy="70" r="4" fill="#6b7078"/><path d="M64 62q10 0 12-14t8-4" fill="none" stroke="#2a2d33" stroke-width="3.5" ${round}/><rect x="82" y="40" width="6" height="12" rx="2" fill="#d4a93c"/>`,
  /** An inverter welder: the box with its shoulder strap, amp display and dial, sockets, torch and earth clamp. */
  welder: (m, a) =>
    `<path d="M24 30v-8h40v8" fill="none" stroke="#2a2d33" stroke-width="5"/><rect x="12" y="30" width="62" height="50" rx="5" fill="${m}"/><rect x="17" y="36" width="32" height="38" rx="3" fill="#2a2d33"/><rect x="21" y="40" width="24" height="10" rx="1" fill="#7be0a5"/><circle cx="33" cy="62" r="7" fill="#cfd3da"/><path d="M33 62l3-5" stroke="#2a2d33" stroke-width="2"/><path d="M56 38h14M56 43h14M56 48h14" stroke="${a}" stroke-width="2" opacity=".7"/><circle cx="58" cy="66" r="4" fill="#d63b3b"/><circle cx="68" cy="66" r="4" fill="#1c1f24"/><path d="M68 66q18 6 18-14t-2-18" fill="none" stroke="#2a2d33" stroke-width="3.5"/><path d="M80 34l10-14 6 4-10 14z" fill="#4a4f57"/><path d="M90 20l4-8 4 3-4 8z" fill="#d9a066"/><path d="M58 66q-2 22-22 22H22" fill="none" stroke="#2a2d33" stroke-width="3"/><path d="M10 84l12-4v8z" fill="#d4a93c"/>`,
  /** A continuous band sealer: the long sealing body over its conveyor, pouches going in open and coming out sealed. */
  bandSealer: (m, a) =>
    `<rect x="16" y="72" width="5" height="18" fill="#8a8f98"/><rect x="79" y="72" width="5" height="18" fill="#8a8f98"/><rect x="6" y="34" width="88" height="30" rx="4" fill="${m}"/><rect x="6" y="40" width="88" height="5" fill="#2a2d33"/><circle cx="16" cy="54" r="5" fill="#f2f3f5"/><path d="M16 54l2-4" stroke="#2a2d33" stroke-width="1.5"/><rect x="26" y="50" width="16" height="9" rx="1" fill="#1c1f24"/><path d="M29 54.5h10" stroke="#ff6b5b" stroke-width="2"/><rect x="4" y="64" width="92" height="8" rx="4" fill="#2a2d33"/><circle cx="10" cy="68" r="2" fill="#8a8f98"/><circle cx="90" cy="68" r="2" fill="#8a8f98"/><path d="M52 42h16v22H52z" fill="${a}"/><path d="M52 42l3-3h10l3 3" fill="none" stroke="${a}" stroke-width="2"/><rect x="74" y="40" width="16" height="24" fill="${a}"/><rect x="74" y="40" width="16" height="5" fill="#cfd3da"/><path d="M76 40v5M79 40v5M82 40v5M85 40v5M88 40v5" stroke="#8a8f98" stroke-width="1"/>`,
  /** An electronics kit: a snap board with a battery pack, a lit LED, a switch, a buzzer and the wires joining them. */
  scienceKit: (m) => {
    let holes = ''
    for (let y = 30; y <= 74; y += 8)
      for (let x = 20; x <= 80; x += 8) holes += `<circle cx="${x}" cy="${y}" r="1" fill="#cfd3da"/>`
    return `<rect x="8" y="18" width="84" height="68" rx="6" fill="${m}"/><rect x="14" y="24" width="72" height="56" rx="3" fill="#f7f7f5"/>${holes}<rect x="18" y="30" width="28" height="14" rx="2" fill="#2a2d33"/><rect x="21" y="33" width="10" height="8" rx="1" fill="#d4a93c"/><rect x="33" y="33" width="10" height="8" rx="1" fill="#d4a93c"/><circle cx="68" cy="38" r="9" fill="#ff5b5b" opacity=".3"/><path d="M63 44v-6a5 5 0 0 1 10 0v6z" fill="#ff5b5b"/><rect x="62" y="44" width="12" height="3" fill="#8a8f98"/><rect x="20" y="60" width="16" height="10" rx="2" fill="#4fb3e8"/><rect x="24" y="62" width="5" height="6" rx="1" fill="#f7f7f5"/><circle cx="66" cy="66" r="7" fill="#2a2d33"/><circle cx="66" cy="66" r="2" fill="#6b7078"/><path d="M46 34q10-6 18 6M46 40q6 14-10 20M36 66q12 6 23 0M73 46q8 10 0 18" fill="none" stroke-width="2.2" ${round} stroke="#e53935"/><path d="M46 40q6 14-10 20" fill="none" stroke="#2a2d33" stroke-width="2.2"/>`
  },
  /** An LED driver / power supply: a perforated metal case, its label, the screw terminal strip and wires. */
  powerSupply: (m) => {
    let holes = ''
    for (let y = 36; y <= 50; y += 5)
      for (let x = 16; x <= 48; x += 5) holes += `<circle cx="${x}" cy="${y}" r="1.3" fill="#8a8f98"/>`
    return `<rect x="10" y="28" width="80" height="46" rx="3" fill="#c9ccd1"/><path d="M10 31h80" stroke="#fff" stroke-width="2" opacity=".6"/>${holes}<rect x="56" y="34" width="28" height="18" rx="2" fill="${m}"/><path d="M60 40h14M60 46h20" stroke="#fff" stroke-width="2" opacity=".8"/><rect x="14" y="58" width="56" height="12" rx="1" fill="#2a2d33"/>${[20, 28, 36, 44, 52, 60].map((x) => `<circle cx="${x}" cy="64" r="2.6" fill="#a7adb6"/>`).join('')}<circle cx="80" cy="64" r="2.5" fill="#7be0a5"/><path d="M20 70q0 14-10 18M28 70q0 14 6 20" fill="none" stroke="#d63b3b" stroke-width="2.5"/><path d="M36 70q0 12 14 18M44 70q2 10 16 16" fill="none" stroke="#2a2d33" stroke-width="2.5"/>`
  },
  /** A USB hub: a slim bar of ports with its short cable and USB-C plug. */
  usbHub: (m, a) =>
    `<rect x="24" y="38" width="68" height="24" rx="7" fill="${m}"/>${[32, 46, 60, 74].map((x) => `<rect x="${x}" y="45" width="11" height="7" rx="1" fill="#1c1f24"/><rect x="${x + 2}" y="47" width="7" height="2.5" fill="#4fb3e8"/>`).join('')}<circle cx="86" cy="56" r="1.6" fill="${a}"/><path d="M24 50q-10 0-12 12t-6 14" fill="none" stroke="#2a2d33" stroke-width="3.5"/><rect x="1" y="74" width="10" height="9" rx="2" fill="#2a2d33"/><rect x="3" y="83" width="6" height="6" rx="1.5" fill="#a7adb6"/>`,
  /** A power strip: a long bar of sockets and USB ports, a lit switch and the cord to its plug. */
  powerStrip: (m, a) =>
    `<rect x="16" y="36" width="76" height="28" rx="8" fill="${m}"/>${[30, 48, 66].map((x) => `<circle cx="${x}" cy="50" r="7.5" fill="#fff" opacity=".3"/><circle cx="${x - 2.5}" cy="50" r="1.4" fill="#1c1f24"/><circle cx="${x + 2.5}" cy="50" r="1.4" fill="#1c1f24"/>`).join('')}<rect x="78" y="42" width="8" height="5" rx="1" fill="#1c1f24"/><rect x="78" y="52" width="8" height="5" rx="1" fill="#1c1f24"/><rect x="19" y="41" width="2" height="18" rx="1" fill="${a}"/><path d="M16 50q-8 0-8 14t10 18" fill="none" stroke="#2a2d33" stroke-width="3"/><rect x="14" y="78" width="14" height="12" rx="3" fill="${m}"/><path d="M18 90v4M24 90v4" stroke="#8a8f98" stroke-width="2"/>`,
  /** A camping stove: a gas canister, the burner and its blue flame under a small pot on folding supports. */
  campStove: (m, a) =>
    `<rect x="30" y="12" width="40" height="22" rx="4" fill="#a7adb6"/><rect x="30" y="12" width="40" height="5" rx="2" fill="#cfd3da"/><path d="M70 18h12" stroke="#4a4f57" stroke-width="3" ${round}/><path d="M32 38h36M38 38l-4 10M62 38l4 10" stroke="#4a4f57" stroke-width="3" ${round}/><path d="M40 42q10-12 20 0z" fill="#4f8cff"/><path d="M45 42q5-6 10 0z" fill="#bcd4ff"/><rect x="40" y="42" width="20" height="5" rx="2" fill="#6b7078"/><rect x="46" y="47" width="8" height="9" fill="#8a8f98"/><path d="M54 50h10" stroke="#d63b3b" stroke-width="3" ${round}/><path d="M26 64q0-8 24-8t24 8v18q0 6-24 6t-24-6z" fill="${m}"/><path d="M26 70q24 8 48 0v8q-24 8-48 0z" fill="${a}"/>`,
  /** A digital kitchen scale: a glass platform on a slim base with its display, a bowl on top. */
  kitchenScale: (m) =>
    `<path d="M34 40q16 26 32 0z" fill="#cfd3da"/><path d="M30 40h40" stroke="#a7adb6" stroke-width="3" ${round}/><path d="M12 62h76l-5 18H17z" fill="${m}"/><rect x="8" y="54" width="84" height="9" rx="3" fill="#eef0f2" stroke="#a7adb6" stroke-width="1.5"/><rect x="38" y="66" width="24" height="9" rx="1" fill="#1c1f24"/><path d="M42 70.5h6M51 68v5M54 68v5" stroke="#7be0a5" stroke-width="1.6"/><circle cx="70" cy="70.5" r="2.5" fill="#fff" opacity=".6"/>`,
  /** A solar flood light: the LED lamp on its bracket, its cable to a separate solar panel. */
  solarFlood: (m) => {
    let leds = ''
    for (let y = 54; y <= 74; y += 7)
      for (let x = 22; x <= 50; x += 7) leds += `<circle cx="${x}" cy="${y}" r="2.2" fill="#fff6c9"/>`
    return `<path d="M58 22l30-6 4 30-30 6z" fill="#2f4d7a"/><path d="M73 19l4 30M60 34l30-6" stroke="#7fa3d6" stroke-width="1.5"/><path d="M76 50v24" stroke="#4a4f57" stroke-width="3"/><rect x="14" y="44" width="46" height="38" rx="4" fill="${m}"/><rect x="18" y="48" width="38" height="30" rx="2" fill="#2a2d33"/>${leds}<path d="M37 82v8M28 90h18" stroke="#4a4f57" stroke-width="3" ${round}/><path d="M60 70q16 0 16-16" fill="none" stroke="#2a2d33" stroke-width="2"/>`
  },
  /** A shoe rack: three tiers on side posts with shoes on each. */
  shoeRack: (m, a) => {
    const shoe = (x: number, y: number, c: string) => `<path d="M${x} ${y}v-8h5q2 4 8 5t9 3H${x}z" fill="${c}"/>`
    return `<path d="M16 14v76M84 14v76" stroke="${m}" stroke-width="5" ${round}/>${[34, 60, 86].map((y) => `<rect x="14" y="${y - 3}" width="72" height="5" rx="2" fill="${m}"/>${shoe(22, y - 3, '#4a4f57')}${shoe(52, y - 3, y === 60 ? '#b5653a' : a)}`).join('')}`
  },
  /** A shoe cabinet: a slim cabinet whose top flap is tipped open on a pair of shoes. */
  shoeCabinet: (m, a) =>
    `<rect x="20" y="10" width="60" height="80" rx="3" fill="${m}"/><rect x="24" y="16" width="52" height="22" fill="#000" opacity=".35"/><path d="M30 36v-6h5q2 4 8 5t7 3H30zM52 36v-6h5q2 4 8 5t7 3H52z" fill="${a}"/><path d="M24 38h52l4 10H20z" fill="${m}"/><path d="M24 38h52l4 10H20z" fill="#fff" opacity=".18"/><rect x="24" y="54" width="52" height="16" rx="1" fill="#000" opacity=".12"/><rect x="24" y="72" width="52" height="16" rx="1" fill="#000" opacity=".12"/><rect x="44" y="42" width="12" height="2.5" rx="1" fill="#a7adb6"/><rect x="44" y="58" width="12" height="2.5" rx="1" fill="#a7adb6"/><rect x="44" y="76" width="12" height="2.5" rx="1" fill="#a7adb6"/><rect x="24" y="90" width="6" height="5" fill="#4a4f57"/><rect x="70" y="90" width="6" height="5" fill="#4a4f57"/>`,
  /** A baby carrier: the padded body panel with its head support, shoulder straps and the wide waist belt. */
  babyCarrier: (m, a) =>
    `<path d="M30 30q-6-18 4-22M70 30q6-18-4-22" fill="none" stroke="${m}" stroke-width="7" ${round}/><rect x="26" y="6" width="16" height="8" rx="3" fill="#2a2d33"/><rect x="58" y="6" width="16" height="8" rx="3" fill="#2a2d33"/><path d="M28 24q22-8 44 0l-4 44H32z" fill="${m}"/><path d="M34 24q16-5 32 0v8q-16-4-32 0z" fill="${a}"/><path d="M36 40h28M36 50h28" stroke="#000" stroke-width="1.2" opacity=".2"/><rect x="10" y="64" width="80" height="18" rx="7" fill="${m}"/><rect x="10" y="64" width="80" height="18" rx="7" fill="#000" opacity=".18"/><rect x="44" y="66" width="12" height="14" rx="2" fill="#2a2d33"/><path d="M14 73h26M60 73h26" stroke="${a}" stroke-width="2" stroke-dasharray="3 3"/>`,
  /** Magnetic building tiles: see-through coloured squares and triangles with magnetic rims, built into a house. */
  magneticTiles: (m) => {
    const tile = (d: string, c: string) =>
      `<path d="${d}" fill="${c}" fill-opacity=".3" stroke="${c}" stroke-width="4" stroke-linejoin="round"/>`
    return `${tile('M16 52h34v34H16z', '#f2b33d')}${tile('M50 52h34v34H50z', '#4fb3e8')}${tile('M16 18h34v34H16z', '#2f9e5b')}${tile('M50 18h34v34H50z', '#e85d75')}${tile('M16 18L50 0 84 18z', m)}`
  },
  /** An impact wrench: a pistol-grip tool whose nose ends in a square anvil with a socket on it. */
  impactWrench: (m, a) =>
    `<path d="M18 26h40a9 9 0 0 1 9 9v8a9 9 0 0 1-9 9H50l-6 30H29l4-30H18a6 6 0 0 1-6-6V32a6 6 0 0 1 6-6z" fill="${m}"/><path d="M18 32v14" stroke="${a}" stroke-width="2"/><rect x="67" y="31" width="9" height="16" rx="2" fill="#4a4f57"/><rect x="76" y="36" width="5" height="6" fill="#8a8f98"/><rect x="81" y="31" width="12" height="16" rx="2" fill="#a7adb6"/><path d="M84 31v16M88 31v16" stroke="#8a8f98" stroke-width="1"/><rect x="27" y="74" width="21" height="11" rx="2" fill="${a}"/>`,
} satisfies Record<string, Draw>

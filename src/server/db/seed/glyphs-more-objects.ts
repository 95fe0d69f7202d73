/**
 * More pictograms of objects drawn as a related one (issue 27's scan of the whole contact sheet: phone stands as a bare
 * phone, relays as a chip, a vegetable chopper as a knife, model kits as toy bricks, fog lights as a torch, cameras as
 * a camcorder…). Same style and box as glyphs.ts and glyphs-objects.ts.
 */

type Draw = (m: string, a: string) => string

const round = 'stroke-linecap="round" stroke-linejoin="round"'

export const moreObjectGlyphs = {
  /** A desk phone stand: a phone leaning on the angled back plate, held by the front lip of the base. */
  phoneStand: (m) =>
    `<path d="M50 84l16-54 8 2-14 52z" fill="${m}"/><g transform="rotate(-12 40 80)"><rect x="24" y="14" width="34" height="64" rx="5" fill="#2a2d33"/><rect x="27" y="19" width="28" height="54" rx="2" fill="#6fb6e8"/></g><rect x="16" y="82" width="68" height="7" rx="3" fill="${m}"/><rect x="18" y="72" width="30" height="12" rx="3" fill="${m}"/><rect x="18" y="72" width="30" height="12" rx="3" fill="#000" opacity=".15"/>`,
  /** A vent phone mount: a phone gripped by the clamp arms, clipped to a car's air vent behind it. */
  carMount: (m) =>
    `<rect x="6" y="52" width="88" height="34" rx="7" fill="#4a4f57"/><path d="M10 60h80M10 68h80M10 76h80" stroke="#2a2d33" stroke-width="3"/><rect x="22" y="40" width="56" height="12" rx="4" fill="${m}"/><rect x="30" y="8" width="40" height="72" rx="6" fill="#2a2d33"/><rect x="33" y="13" width="34" height="62" rx="2" fill="#6fb6e8"/><rect x="22" y="34" width="10" height="24" rx="3" fill="${m}"/><rect x="68" y="34" width="10" height="24" rx="3" fill="${m}"/>`,
  /** A fingertip pulse oximeter: the clip body with its display of oxygen and pulse, a finger in the clip. */
  pulseOximeter: (m) =>
    `<path d="M66 44h22q8 0 8 8t-8 8H66z" fill="#e8b08f"/><path d="M86 46q6 0 6 6" fill="none" stroke="#f6d3bd" stroke-width="3"/><rect x="10" y="30" width="64" height="44" rx="16" fill="${m}"/><path d="M14 50h56" stroke="#000" stroke-width="1.5" opacity=".2"/><rect x="22" y="36" width="38" height="22" rx="3" fill="#1c1f24"/><path d="M26 40h6v6h-6v6h6M36 40h6v12M36 46h6" fill="none" stroke="#7be0a5" stroke-width="1.8"/><path d="M46 48h3l2-5 3 9 2-4h2" fill="none" stroke="#ff6b5b" stroke-width="1.6"/><circle cx="42" cy="66" r="3" fill="#fff" opacity=".7"/>`,
  /** A relay module: a circuit board with a sealed relay cube, its screw terminals, header pins and LED. */
  relayModule: (m) =>
    `<rect x="10" y="20" width="80" height="60" rx="4" fill="#1f5fa8"/><circle cx="16" cy="26" r="2.5" fill="#cfd3da"/><circle cx="84" cy="74" r="2.5" fill="#cfd3da"/><rect x="30" y="28" width="36" height="30" rx="2" fill="${m}"/><path d="M36 36h24M36 42h18M36 48h22" stroke="#fff" stroke-width="1.6" opacity=".75"/><rect x="68" y="26" width="18" height="34" rx="1" fill="#2f9e5b"/><circle cx="77" cy="32" r="3.5" fill="#a7adb6"/><circle cx="77" cy="43" r="3.5" fill="#a7adb6"/><circle cx="77" cy="54" r="3.5" fill="#a7adb6"/><path d="M2 34h16M2 42h16M2 50h16" stroke="#d4a93c" stroke-width="2.5"/><rect x="14" y="30" width="8" height="24" fill="#2a2d33"/><circle cx="40" cy="70" r="3" fill="#ff5b5b"/><rect x="50" y="66" width="10" height="6" rx="1" fill="#2a2d33"/>`,
  /** A solid state relay: a square block with four screw terminals, its label and indicator LED. */
  solidStateRelay: (m) =>
    `<rect x="14" y="16" width="72" height="68" rx="5" fill="#2a2d33"/><rect x="32" y="30" width="36" height="40" rx="2" fill="${m}" stroke="#6b7078" stroke-width="1.5"/><path d="M38 38h24M38 46h18M38 54h22" stroke="#fff" stroke-width="1.8" opacity=".8"/><circle cx="62" cy="63" r="2.5" fill="#ff5b5b"/>${[
      [22, 24],
      [78, 24],
      [22, 76],
      [78, 76],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="6" fill="#a7adb6"/><path d="M${x - 3} ${y}h6" stroke="#4a4f57" stroke-width="1.8"/>`,
      )
      .join('')}`,
  /** A vegetable chopper: a clear container of diced vegetables under its hinged lid with the blade grid. */
  vegetableChopper: (m) =>
    `<rect x="12" y="48" width="76" height="38" rx="6" fill="#e6edf2" stroke="#a7adb6" stroke-width="2"/><rect x="20" y="66" width="8" height="8" rx="1" fill="#2f9e5b"/><rect x="30" y="70" width="8" height="8" rx="1" fill="#f28a2e"/><rect x="42" y="66" width="8" height="8" rx="1" fill="#d63b3b"/><rect x="54" y="70" width="8" height="8" rx="1" fill="#2f9e5b"/><rect x="66" y="66" width="8" height="8" rx="1" fill="#f4cf3a"/><rect x="24" y="58" width="8" height="8" rx="1" fill="#f28a2e"/><rect x="58" y="58" width="8" height="8" rx="1" fill="#d63b3b"/><path d="M12 46l18-34h60L72 46z" fill="${m}"/><path d="M22 40l12-22h46L68 40z" fill="#cfd3da"/><path d="M31 40l11-22M40 40l11-22M49 40l11-22M58 40l11-22M26 33h48M30 26h46" stroke="#8a8f98" stroke-width="1.5"/>`,
  /** A model kit: a laser-cut sheet of parts beside the small tower they build. */
  modelKit: (m) =>
    `<rect x="6" y="26" width="50" height="62" rx="2" fill="#c9ccd1"/><path d="M14 34h14v10H14zM34 34h14l-4 14h-6zM14 52h10v28h-10zM30 54l8 14 8-14zM30 74h18v6H30z" fill="none" stroke="#6b7078" stroke-width="1.6"/><path d="M62 88L72 12h4l10 76" fill="none" stroke="${m}" stroke-width="3.5" stroke-linejoin="round"/><path d="M66 60h16M64 74h20M69 38h10" stroke="${m}" stroke-width="3"/><path d="M64 74l10-14 10 14M66 60l8-22 8 22" fill="none" stroke="${m}" stroke-width="1.8"/><path d="M74 12V4" stroke="${m}" stroke-width="2"/>`,
  /** A bike tail light: a slim red light strapped to the seat post, glowing. */
  tailLight: (m) =>
    `<path d="M40 4l20 92" stroke="#4a4f57" stroke-width="10"/><rect x="30" y="30" width="40" height="42" rx="12" fill="${m}" transform="rotate(-12 50 51)"/><g transform="rotate(-12 50 51)"><rect x="36" y="36" width="28" height="30" rx="8" fill="#ff4d4d"/><circle cx="50" cy="51" r="18" fill="#ff4d4d" opacity=".25"/><path d="M42 44h16M42 51h16M42 58h16" stroke="#ffb3b3" stroke-width="2.5" ${round}/></g><path d="M26 40q24-8 46 0M30 68q22 8 44 0" fill="none" stroke="#2a2d33" stroke-width="3"/>`,
  /** A fog light: a round lamp with an amber lens in its housing on a mounting bracket, the beam spread low. */
  fogLight: (m) =>
    `<path d="M40 76l-6 14h32l-6-14" fill="#4a4f57"/><circle cx="50" cy="46" r="32" fill="${m}"/><circle cx="50" cy="46" r="26" fill="#cfd3da"/><circle cx="50" cy="46" r="22" fill="#ffc94d"/><path d="M30 46h40M34 36h32M34 56h32" stroke="#ffe39a" stroke-width="2"/><circle cx="50" cy="46" r="6" fill="#fff3c4"/><path d="M86 40l10-2M86 48h12M86 56l10 2" stroke="#ffc94d" stroke-width="3" ${round}/>`,
  /** A jump starter: a rugged battery pack with its display and torch, red and black clamps on their leads. */
  jumpStarter: (m, a) =>
    `<rect x="20" y="16" width="50" height="68" rx="10" fill="${m}"/><rect x="28" y="26" width="34" height="16" rx="2" fill="#1c1f24"/><path d="M32 30h14v8H32z" fill="#7be0a5"/><path d="M46 32h2v4h-2" fill="#7be0a5"/><circle cx="45" cy="60" r="9" fill="${a}"/><path d="M47 53l-6 8h5l-3 7 7-9h-5z" fill="${m}"/><rect x="30" y="76" width="30" height="4" rx="2" fill="#fff6c9"/><path d="M70 40q14 2 14 18M70 50q8 4 8 22" fill="none" stroke="#2a2d33" stroke-width="3"/><path d="M78 56l10-4 4 10-10 4z" fill="#d63b3b"/><path d="M72 70l10-2 2 10-10 2z" fill="#2a2d33"/>`,
  /** A screen protector: the tempered glass sheet lifted off the phone, its camera cut-out and a peel tab. */
  screenProtector: (m) =>
    `<rect x="18" y="14" width="40" height="76" rx="7" fill="#2a2d33"/><rect x="22" y="20" width="32" height="64" rx="3" fill="${m}"/><g transform="rotate(12 60 50)"><rect x="40" y="10" width="38" height="74" rx="6" fill="#dff1fb" fill-opacity=".75" stroke="#8fc6e6" stroke-width="2"/><circle cx="59" cy="16" r="2" fill="#8fc6e6"/><path d="M46 24l8-8M46 34l18-18" stroke="#fff" stroke-width="3" ${round}/><rect x="52" y="82" width="14" height="8" rx="1" fill="#f28a2e"/></g>`,
  /** A rotary electric shaver: three round cutting heads on the body, its power button and grip. */
  electricShaver: (m, a) =>
    `<path d="M30 36q0-8 8-8h24q8 0 8 8l-4 48q-1 8-9 8H43q-8 0-9-8z" fill="${m}"/><rect x="22" y="8" width="56" height="30" rx="14" fill="#4a4f57"/><circle cx="36" cy="20" r="9" fill="#cfd3da"/><circle cx="64" cy="20" r="9" fill="#cfd3da"/><circle cx="50" cy="30" r="9" fill="#cfd3da"/><path d="M31 20a5 5 0 0 1 10 0M59 20a5 5 0 0 1 10 0M45 30a5 5 0 0 1 10 0" fill="none" stroke="#8a8f98" stroke-width="1.5"/><circle cx="50" cy="56" r="6" fill="${a}"/><path d="M40 72h20M40 77h20" stroke="#000" stroke-width="1.5" opacity=".2"/>`,
  /** A beard trimmer: a slim body with the toothed blade on top, a comb guard beside it. */
  beardTrimmer: (m, a) =>
    `<path d="M30 22h24l-2 62q0 6-10 6t-10-6z" fill="${m}"/><rect x="28" y="12" width="28" height="12" rx="2" fill="#a7adb6"/><path d="M30 12V7M34 12V7M38 12V7M42 12V7M46 12V7M50 12V7M54 12V7" stroke="#8a8f98" stroke-width="2"/><circle cx="42" cy="44" r="5" fill="${a}"/><rect x="38" y="58" width="8" height="14" rx="2" fill="#000" opacity=".2"/><rect x="64" y="26" width="20" height="34" rx="4" fill="none" stroke="#4a4f57" stroke-width="3"/><path d="M64 30h-4M64 36h-4M64 42h-4M64 48h-4M64 54h-4" stroke="#4a4f57" stroke-width="2.5"/>`,
  /** A solar garden stake light: a small solar panel on the lamp head, its glowing lens and the ground stake. */
  solarStake: (m) =>
    `<path d="M28 24h44l-6 12H34z" fill="#2f4d7a"/><path d="M40 24l-2 12M50 24v12M60 24l2 12" stroke="#7fa3d6" stroke-width="1.5"/><rect x="34" y="36" width="32" height="6" fill="${m}"/><rect x="38" y="42" width="24" height="18" rx="2" fill="#fff3c4"/><circle cx="50" cy="51" r="16" fill="#ffe28a" opacity=".35"/><rect x="34" y="60" width="32" height="5" fill="${m}"/><rect x="46" y="65" width="8" height="18" fill="${m}"/><path d="M46 83h8l-4 12z" fill="${m}"/>`,
  /** A circular saw: the motor and handle over the round blade guard, the toothed blade showing below the base. */
  circularSaw: (m, a) => {
    let teeth = ''
    for (let i = 0; i < 7; i++) {
      const t = Math.PI * (0.15 + (i * 0.7) / 6)
      const [x, y] = [50 + Math.cos(t) * 30, 52 + Math.sin(t) * 30]
      teeth += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="2.5" fill="#8a8f98"/>`
    }
    return `<circle cx="50" cy="52" r="30" fill="#cfd3da"/>${teeth}<circle cx="50" cy="52" r="5" fill="#4a4f57"/><path d="M16 52a34 34 0 0 1 68 0z" fill="${m}"/><rect x="12" y="58" width="76" height="5" rx="1" fill="#8a8f98"/><path d="M40 22q0-14 16-14h12q12 0 14 12l2 10H62z" fill="#2a2d33"/><rect x="58" y="28" width="20" height="12" rx="3" fill="${a}"/><path d="M26 34h14M24 40h14" stroke="${a}" stroke-width="2.5" ${round}/>`
  },
  /** A miniature circuit breaker: a DIN-rail module with its toggle, rating window and screw terminals. */
  circuitBreaker: (m) =>
    `<rect x="8" y="44" width="84" height="12" fill="#a7adb6"/><rect x="30" y="10" width="40" height="80" rx="3" fill="#f2f3f5" stroke="#cfd3da" stroke-width="2"/><circle cx="42" cy="18" r="4" fill="#a7adb6"/><circle cx="58" cy="18" r="4" fill="#a7adb6"/><circle cx="42" cy="82" r="4" fill="#a7adb6"/><circle cx="58" cy="82" r="4" fill="#a7adb6"/><rect x="36" y="30" width="28" height="34" rx="2" fill="#dfe3e8"/><rect x="42" y="34" width="16" height="18" rx="2" fill="${m}"/><rect x="42" y="34" width="16" height="6" fill="#000" opacity=".15"/><rect x="38" y="68" width="24" height="6" rx="1" fill="#4a4f57"/>`,
  /** A phone case seen from the back: the case in its colour, thick shock corners, the camera cut-out and buttons. */
  phoneCase: (m) =>
    `<rect x="26" y="8" width="48" height="84" rx="10" fill="${m}"/><path d="M26 20V18q0-10 10-10h2M74 20v-2q0-10-10-10h-2M26 80v2q0 10 10 10h2M74 80v2q0 10-10 10h-2" fill="none" stroke="#000" stroke-width="5" opacity=".25"/><rect x="32" y="14" width="22" height="24" rx="6" fill="#1c1f24"/><circle cx="38" cy="21" r="3.5" fill="#4a4f57"/><circle cx="38" cy="31" r="3.5" fill="#4a4f57"/><circle cx="47" cy="26" r="2" fill="#fff6c9"/><rect x="73" y="30" width="4" height="12" rx="2" fill="${m}"/><rect x="73" y="30" width="4" height="12" rx="2" fill="#000" opacity=".2"/><rect x="43" y="58" width="14" height="14" rx="7" fill="#fff" opacity=".18"/>`,
  /** A silicone utensil set: a spatula, a ladle and a turner standing in their holder. */
  utensilSet: (m, a) =>
    `<rect x="44" y="8" width="12" height="30" rx="6" fill="${m}"/><path d="M50 38v20" stroke="#a7adb6" stroke-width="4"/><path d="M34 16a10 10 0 1 0 .1 0z" fill="${m}" transform="rotate(-18 34 26)"/><path d="M36 34l6 24" stroke="#a7adb6" stroke-width="4"/><path d="M60 12h16l-2 22H62z" fill="${m}" transform="rotate(16 68 22)"/><path d="M66 34l-6 24" stroke="#a7adb6" stroke-width="4"/><path d="M28 52h44l-4 38H32z" fill="${a}"/><path d="M28 52h44l-1 8H29z" fill="#000" opacity=".12"/>`,
  /** A rubber mallet: a black rubber cylinder head on its handle. */
  mallet: (m) =>
    `<path d="M50 40l32 46" stroke="${m}" stroke-width="9" ${round}/><path d="M74 74l8 12" stroke="#2a2d33" stroke-width="10" ${round}/><g transform="rotate(-34 40 32)"><rect x="14" y="18" width="52" height="28" rx="6" fill="#2a2d33"/><ellipse cx="16" cy="32" rx="5" ry="14" fill="#4a4f57"/><rect x="24" y="22" width="34" height="4" rx="2" fill="#fff" opacity=".15"/></g>`,
  /** An LED headlight bulb: the socket base, the blade with its LED chips and the finned heat sink with a fan. */
  ledBulb: (m) =>
    `<rect x="44" y="8" width="12" height="34" rx="3" fill="#cfd3da"/><rect x="46" y="14" width="8" height="6" rx="1" fill="#fff6c9"/><rect x="46" y="26" width="8" height="6" rx="1" fill="#fff6c9"/><circle cx="50" cy="20" r="12" fill="#ffe28a" opacity=".35"/><rect x="34" y="42" width="32" height="8" rx="2" fill="#8a8f98"/><path d="M30 42h40" stroke="#d4a93c" stroke-width="3"/><rect x="36" y="50" width="28" height="30" rx="3" fill="${m}"/><path d="M42 50v30M48 50v30M54 50v30M60 50v30" stroke="#000" stroke-width="2" opacity=".25"/><circle cx="50" cy="86" r="8" fill="#2a2d33"/><path d="M45 86h10M50 81v10" stroke="#6b7078" stroke-width="2"/>`,
  /** A blood pressure monitor: the display unit and its arm cuff on the air tube. */
  bpMonitor: (m, a) =>
    `<path d="M52 58q14 2 16 16" fill="none" stroke="#2a2d33" stroke-width="3"/><rect x="10" y="16" width="46" height="60" rx="8" fill="${m}"/><rect x="17" y="23" width="32" height="30" rx="3" fill="#dfe8dc"/><path d="M21 28h10v10H21zM21 38v10h10V38M35 28h10v8" fill="none" stroke="#2a2d33" stroke-width="2"/><path d="M36 44h3l2-4 2 7 2-3h2" fill="none" stroke="#d63b3b" stroke-width="1.5"/><circle cx="33" cy="65" r="5" fill="${a}"/><path d="M60 64h26q6 0 6 6v14q0 6-6 6H60q-6 0-6-6V70q0-6 6-6z" fill="#4a4f57"/><path d="M60 70h30M60 84h30" stroke="#6b7078" stroke-width="1.5"/>`,
  /** A laser distance meter: a handheld with its display and keys, a red laser beam to a dot on the wall. */
  laserMeter: (m, a) =>
    `<rect x="16" y="22" width="40" height="70" rx="8" fill="${m}"/><rect x="22" y="30" width="28" height="20" rx="2" fill="#dfe8dc"/><path d="M26 36h14M26 43h20" stroke="#2a2d33" stroke-width="2.5"/><circle cx="28" cy="62" r="4" fill="${a}"/><circle cx="44" cy="62" r="4" fill="${a}"/><rect x="30" y="72" width="12" height="10" rx="3" fill="${a}"/><rect x="30" y="18" width="12" height="6" rx="1" fill="#2a2d33"/><path d="M36 18L78 4" stroke="#ff3b3b" stroke-width="1.8"/><circle cx="80" cy="4" r="3" fill="#ff3b3b"/><circle cx="80" cy="4" r="6" fill="#ff3b3b" opacity=".3"/>`,
  /** A tape measure: the round case with its belt clip and lock, the yellow blade out with its hook. */
  tapeMeasure: (m, a) =>
    `<path d="M50 72h44v10H50z" fill="#f4cf3a"/><path d="M56 72v5M62 72v3M68 72v5M74 72v3M80 72v5M86 72v3" stroke="#2a2d33" stroke-width="1.2"/><path d="M92 70h4v16h-4z" fill="#8a8f98"/><rect x="8" y="22" width="60" height="62" rx="16" fill="${m}"/><circle cx="36" cy="52" r="18" fill="${a}"/><circle cx="36" cy="52" r="6" fill="${m}"/><rect x="54" y="26" width="10" height="14" rx="3" fill="#2a2d33"/><rect x="60" y="72" width="6" height="12" fill="#2a2d33"/>`,
  /** A socket set: an open case with rows of sockets and the ratchet handle in its slot. */
  socketSet: (m) =>
    `<rect x="6" y="18" width="88" height="66" rx="6" fill="${m}"/><rect x="12" y="24" width="76" height="54" rx="3" fill="#2a2d33"/>${[
      20, 32, 44, 56, 68, 80,
    ]
      .map(
        (x, i) =>
          `<circle cx="${x}" cy="36" r="${3 + i * 0.5}" fill="#cfd3da"/><circle cx="${x}" cy="36" r="${1.5 + i * 0.3}" fill="#6b7078"/>`,
      )
      .join(
        '',
      )}<path d="M18 56h50" stroke="#a7adb6" stroke-width="5" ${round}/><circle cx="74" cy="56" r="8" fill="#a7adb6"/><circle cx="74" cy="56" r="3" fill="#6b7078"/><rect x="16" y="66" width="40" height="6" rx="3" fill="#8a8f98"/>`,
  /** An action camera: a small box with its big lens, front screen and record button. */
  actionCam: (m, a) =>
    `<rect x="14" y="26" width="72" height="54" rx="9" fill="${m}"/><rect x="60" y="20" width="14" height="8" rx="2" fill="#d63b3b"/><rect x="20" y="34" width="26" height="20" rx="3" fill="#1c1f24"/><path d="M24 48l6-7 5 4 4-5 4 8z" fill="#6fb6e8" opacity=".8"/><circle cx="64" cy="54" r="18" fill="#2a2d33"/><circle cx="64" cy="54" r="12" fill="#1c1f24"/><circle cx="64" cy="54" r="6" fill="#2f4d7a"/><circle cx="61" cy="51" r="2.5" fill="#fff" opacity=".6"/><path d="M22 66h20M22 72h14" stroke="${a}" stroke-width="2.5" opacity=".7"/>`,
  /** A dash cam: a wide unit with its lens and screen, hanging from a windscreen suction mount. */
  dashCam: (m) =>
    `<path d="M28 16h44" stroke="#8fc6e6" stroke-width="3" opacity=".7"/><circle cx="50" cy="22" r="8" fill="#4a4f57"/><rect x="46" y="26" width="8" height="12" fill="#4a4f57"/><rect x="12" y="38" width="76" height="42" rx="10" fill="${m}"/><rect x="18" y="44" width="34" height="30" rx="3" fill="#1c1f24"/><path d="M22 68l8-10 6 5 6-7 6 12z" fill="#6fb6e8" opacity=".8"/><circle cx="70" cy="59" r="12" fill="#2a2d33"/><circle cx="70" cy="59" r="6" fill="#2f4d7a"/><circle cx="68" cy="57" r="2" fill="#fff" opacity=".6"/>`,
  /** A security camera: a bullet camera on its wall bracket, the lens hood and infrared LEDs around the lens. */
  securityCam: (m) =>
    `<rect x="8" y="14" width="14" height="30" rx="3" fill="#cfd3da"/><path d="M22 29h18v18" fill="none" stroke="#a7adb6" stroke-width="6"/><g transform="translate(0 -6) rotate(14 58 50)"><rect x="28" y="40" width="60" height="26" rx="10" fill="${m}"/><path d="M30 38h62v8H30z" fill="#f2f3f5"/><circle cx="84" cy="53" r="10" fill="#2a2d33"/><circle cx="84" cy="53" r="5" fill="#2f4d7a"/><circle cx="82" cy="51" r="1.8" fill="#fff" opacity=".6"/><circle cx="84" cy="44.5" r="1.3" fill="#d63b3b"/></g>`,
  /** Curtains: two gathered panels hanging from a rod by their rings, one drawn back with a tie. */
  curtains: (m, a) =>
    `<path d="M6 12h88" stroke="#8a8f98" stroke-width="4" ${round}/><circle cx="6" cy="12" r="4" fill="#6b7078"/><circle cx="94" cy="12" r="4" fill="#6b7078"/><path d="M10 14h34q-6 28 2 44t-4 34H10z" fill="${m}"/><path d="M18 16v74M26 16q-2 30 2 44M34 16q-4 24 2 40" stroke="#000" stroke-width="2" opacity=".18"/><path d="M56 14h34v78H54q6-20-2-40t4-38z" fill="${m}"/><path d="M64 16v74M72 16v74M82 16v74" stroke="#000" stroke-width="2" opacity=".18"/><path d="M8 58q18 6 36 0" stroke="${a}" stroke-width="4" fill="none" ${round}/>`,
  /** An indoor camera (a baby monitor): a rounded head with its lens and night-vision ring on a short stand. */
  indoorCam: (m) =>
    `<path d="M34 88h32l-4-8H38z" fill="${m}"/><rect x="46" y="64" width="8" height="18" fill="${m}"/><rect x="22" y="14" width="56" height="54" rx="22" fill="${m}"/><circle cx="50" cy="40" r="18" fill="#1c1f24"/><circle cx="50" cy="40" r="9" fill="#2f4d7a"/><circle cx="47" cy="37" r="3" fill="#fff" opacity=".6"/><circle cx="50" cy="60" r="2" fill="#7be0a5"/>`,
  /** A bottle of nail polish: the square glass bottle showing its colour, the tall black cap and a brushed swatch. */
  nailPolish: (m) =>
    `<rect x="40" y="8" width="20" height="34" rx="3" fill="#2a2d33"/><rect x="43" y="11" width="4" height="28" rx="2" fill="#fff" opacity=".15"/><rect x="36" y="40" width="28" height="6" rx="1" fill="#4a4f57"/><rect x="26" y="46" width="48" height="44" rx="9" fill="#eef3f6" stroke="#a7adb6" stroke-width="2"/><rect x="30" y="54" width="40" height="32" rx="6" fill="${m}"/><rect x="34" y="58" width="6" height="22" rx="3" fill="#fff" opacity=".35"/>`,
  /** A wooden shape sorter: a box with round, square, triangle and star holes, its shapes beside it. */
  shapeSorter: (m, a) =>
    `<path d="M14 40l36-12 36 12-36 12z" fill="#e8cfa6"/><path d="M14 40v38l36 12V52z" fill="#d9b47c"/><path d="M86 40v38L50 90V52z" fill="#c49a5e"/><ellipse cx="34" cy="40" rx="6" ry="3" fill="#6b4a2b"/><path d="M46 36l5-3 5 3-5 3z" fill="#6b4a2b"/><path d="M62 42l6-4 4 4-6 3z" fill="#6b4a2b"/><circle cx="30" cy="20" r="8" fill="${m}"/><path d="M60 8l10 16H50z" fill="${a}" stroke="${m}" stroke-width="1.5"/><rect x="74" y="14" width="14" height="14" rx="2" fill="#2f9e5b"/><path d="M28 66l6 4M24 58l10 6M60 66l6-4M58 58l10-6" stroke="#000" stroke-width="1.2" opacity=".12"/>`,
  /** A panel air filter: pleated filter paper in its rubber frame, seen at an angle. */
  panelFilter: (m) =>
    `<path d="M8 58l30-34h54L62 58z" fill="${m}"/><path d="M16 55l24-27h44L60 55z" fill="#f2ead8"/>${[
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]
      .map((i) => `<path d="M${20 + i * 4.4} 55l${24} -27" stroke="#cdbf9f" stroke-width="1.6"/>`)
      .join(
        '',
      )}<path d="M8 58h54v8H8zM62 58l30-34v8L62 66z" fill="${m}"/><path d="M8 66h54l30-34" fill="none" stroke="#000" stroke-width="1.5" opacity=".25"/>`,
  /** A cookie cutter set: steel star, heart and round cutters, a cookie cut with the star beside them. */
  cookieCutters: (m) =>
    `<path d="M30 10l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="none" stroke="#a7adb6" stroke-width="4" stroke-linejoin="round"/><path d="M70 34c-10-8-22-2-20 8 2 9 20 20 20 20s18-11 20-20c2-10-10-16-20-8z" fill="none" stroke="${m}" stroke-width="4" stroke-linejoin="round"/><circle cx="30" cy="70" r="16" fill="none" stroke="#a7adb6" stroke-width="4"/><path d="M70 66l5 9 10 2-7 7 2 10-10-5-10 5 2-10-7-7 10-2z" fill="#e0b77a" stroke="#c4965a" stroke-width="1.5" stroke-linejoin="round"/>`,
  /** A car charger: the lighter-socket plug with its spring tip and side contacts, two USB ports on its lit face. */
  carCharger: (m, a) =>
    `<rect x="32" y="8" width="36" height="26" rx="8" fill="${m}"/><rect x="38" y="14" width="10" height="6" rx="1" fill="#1c1f24"/><rect x="52" y="14" width="10" height="6" rx="1" fill="#1c1f24"/><rect x="40" y="26" width="20" height="3" rx="1.5" fill="${a}"/><path d="M36 34h28l-3 44H39z" fill="#4a4f57"/><path d="M38 48h24M38 56h24" stroke="#6b7078" stroke-width="2"/><rect x="34" y="60" width="4" height="12" rx="1" fill="#a7adb6"/><rect x="62" y="60" width="4" height="12" rx="1" fill="#a7adb6"/><rect x="45" y="78" width="10" height="10" rx="2" fill="#a7adb6"/>`,
  /** A smart plug: a rounded adapter with its socket face, the power button with its status light. */
  smartPlug: (m) =>
    `<rect x="20" y="14" width="60" height="72" rx="16" fill="${m}"/><circle cx="50" cy="46" r="20" fill="#fff" opacity=".3"/><circle cx="42" cy="46" r="3" fill="#1c1f24"/><circle cx="58" cy="46" r="3" fill="#1c1f24"/><circle cx="50" cy="74" r="5" fill="#fff" opacity=".5"/><circle cx="50" cy="74" r="2" fill="#7be0a5"/><path d="M48 26h4" stroke="#1c1f24" stroke-width="2" opacity=".4"/>`,
} satisfies Record<string, Draw>

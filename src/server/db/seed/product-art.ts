/**
 * What a product's pictures show: the named object, not its category's pictogram (make-up sponges drawn
 * as a basketball, mascara as a lipstick, bike helmets as a hard hat). Each leaf of catalogue-data.ts, and each noun
 * whose object differs from its leaf's, names either a Fluent Emoji Flat drawing (Microsoft, MIT licence, the
 * `@iconify-json/fluent-emoji-flat` set read at seed time) or one of our own pictograms (glyphs.ts) where the set has
 * no such object (a stroller, a welding mask, a hair straightener…). Both are flat colour vector drawings, so the shop
 * keeps one style. tests/unit/product-art.test.ts fails on a leaf or an emoji name without its drawing.
 */
import { createRequire } from 'node:module'
import { glyphs, type GlyphName } from './glyphs.ts'

type Art = { emoji: string } | { glyph: GlyphName }
const e = (emoji: string): Art => ({ emoji })
const g = (glyph: GlyphName): Art => ({ glyph })

/** By leaf category name; a leaf not listed keeps its pictogram. */
const BY_LEAF: Record<string, Art> = {
  Smartphones: e('mobile-phone'),
  'Phone Cases': g('phoneCase'),
  'Chargers & Cables': e('electric-plug'),
  'Power Banks': g('powerbank'),
  Headphones: e('headphone'),
  Microphones: e('studio-microphone'),
  Laptops: e('laptop'),
  Keyboards: e('keyboard'),
  Mice: e('computer-mouse'),
  Monitors: e('desktop-computer'),
  'Smart Plugs': g('smartPlug'),
  'Security Cameras': g('securityCam'),
  'Action Cameras': g('actionCam'),
  'Solar Garden Lights': e('light-bulb'),
  'Night Lights': e('light-bulb'),
  Sofas: e('couch-and-lamp'),
  'Kitchen Knives': e('kitchen-knife'),
  'Food Storage': e('jar'),
  'Teapots & Coffee': e('teapot'),
  Tableware: e('fork-and-knife-with-plate'),
  'Bedding Sets': e('bed'),
  Curtains: g('curtains'),
  'Pruning Shears': e('scissors'),
  Planters: e('potted-plant'),
  'Summer Dresses': e('dress'),
  'Evening Dresses': e('dress'),
  'Maxi Dresses': e('dress'),
  'Shirt Dresses': e('dress'),
  "Women's T-Shirts": e('t-shirt'),
  Blouses: e('womans-clothes'),
  'Down Jackets': e('coat'),
  'Trench Coats': e('coat'),
  'Wool Coats': e('coat'),
  "Women's Sneakers": e('running-shoe'),
  Sandals: e('womans-sandal'),
  'Ankle Boots': e('womans-boot'),
  Heels: e('high-heeled-shoe'),
  Handbags: e('handbag'),
  'Crossbody Bags': e('purse'),
  "Women's Backpacks": e('backpack'),
  Wallets: e('purse'),
  "Men's T-Shirts": e('t-shirt'),
  'Polo Shirts': e('t-shirt'),
  Jeans: e('jeans'),
  'Cargo Pants': e('jeans'),
  Shorts: e('shorts'),
  Parkas: e('coat'),
  'Leather Jackets': e('coat'),
  Windbreakers: e('coat'),
  'Running Shoes': e('running-shoe'),
  'Leather Shoes': e('mans-shoe'),
  'Work Boots': e('hiking-boot'),
  'Caps & Hats': e('billed-cap'),
  Sunglasses: e('sunglasses'),
  Sunscreen: e('lotion-bottle'),
  Cleansers: e('lotion-bottle'),
  Lipsticks: e('lipstick'),
  Foundations: e('lotion-bottle'),
  Mascara: g('mascara'),
  'Makeup Brushes': e('paintbrush'),
  'Nail Polish': g('nailPolish'),
  Eyeliner: g('mascara'),
  'Makeup Sponges': e('sponge'),
  'Hair Straighteners': g('straightener'),
  Shampoo: e('lotion-bottle'),
  'Electric Toothbrushes': e('toothbrush'),
  Thermometers: e('thermometer'),
  'Building Blocks': g('blocks'),
  Puzzles: e('puzzle-piece'),
  'RC Cars': e('racing-car'),
  'RC Boats': e('speedboat'),
  'Plush Toys': e('teddy-bear'),
  'Fashion Dolls': e('princess'),
  'STEM Kits': e('robot'),
  'Wooden Toys': e('locomotive'),
  'Baby Bottles': e('baby-bottle'),
  Strollers: g('stroller'),
  'Fitness Trackers': e('watch'),
  Tents: e('tent'),
  'Hiking Backpacks': e('backpack'),
  'Water Filters': e('potable-water'),
  'Bike Lights': e('flashlight'),
  'Cycling Helmets': g('bikeHelmet'),
  'Bike Locks': e('locked'),
  Footballs: e('soccer-ball'),
  Basketballs: e('basketball'),
  Volleyballs: e('volleyball'),
  'Fishing Rods': e('fishing-pole'),
  'Fishing Lures': e('tropical-fish'),
  'Dash Cams': g('dashCam'),
  'Car Chargers': g('carCharger'),
  'Seat Covers': e('seat'),
  'LED Headlight Bulbs': g('ledBulb'),
  'Wrench Sets': e('wrench'),
  'Screwdriver Sets': e('screwdriver'),
  Pliers: g('pliers'),
  'Socket Sets': g('socketSet'),
  'Tool Boxes': e('toolbox'),
  'Measuring Tapes': g('tapeMeasure'),
  Hammers: e('hammer'),
  'Welding Helmets': g('weldingMask'),
  'Packaging Machines': e('package'),
  'Safety Gloves': e('gloves'),
  'Safety Boots': e('hiking-boot'),
  "Men's Watches": e('watch'),
  "Women's Watches": e('watch'),
  'Smart Watches': e('watch'),
  'Kids Watches': e('watch'),
  'Engagement Rings': e('ring'),
  'Fashion Rings': e('ring'),
  'Beaded Bracelets': e('prayer-beads'),
  'Jump Ropes': g('jumpRope'),
  // Our own pictograms where the set has only a related object (the contact sheet review in decision 29 found these 17
  // pictures showing a wallet, a plant, a cog, a box, a dumbbell, a drill or folded cloth instead).
  Belts: g('belt'),
  'Garden Hoses': g('hose'),
  'Spark Plugs': g('sparkPlug'),
  'Timing Belts': g('serpentineBelt'),
  'Fishing Reels': g('reel'),
  'Sheet Masks': g('sheetMask'),
  'Resistance Bands': g('band'),
  'Angle Grinders': g('grinder'),
  'Massage Guns': g('massageGun'),
  'Sleeping Bags': g('sleepingBag'),
  'Cable Ties': g('cableTie'),
  // Issue 27's review found these drawn as a related object (a T-shirt, a fishing rod, a crayon, a single bulb, a
  // magnet, one generic textile or machine box…); each is now our own pictogram of the object.
  Hoodies: g('hoodie'),
  Sweaters: g('sweater'),
  Cardigans: g('cardigan'),
  'Dress Shirts': g('dressShirt'),
  'Trekking Poles': g('trekkingPoles'),
  'Drawing Boards': g('drawingBoard'),
  'Selfie Sticks': g('selfieStick'),
  'Ceiling Lights': g('ceilingLight'),
  'String Lights': g('stringLights'),
  'Magnetic Tiles': g('magneticTiles'),
  'Cushion Covers': g('cushion'),
  'Rugs & Carpets': g('rug'),
  'Floor Mats': g('carMats'),
  'CNC Routers': g('cncRouter'),
  'Laser Engravers': g('laserEngraver'),
  'Air Compressors': g('airCompressor'),
  'Inverter Welders': g('welder'),
  'LED Drivers': g('powerSupply'),
  'USB Hubs': g('usbHub'),
  'Camping Stoves': g('campStove'),
  'Shoe Racks': g('shoeRack'),
  'Baby Carriers': g('babyCarrier'),
  'Impact Wrenches': g('impactWrench'),
  'Phone Holders': g('phoneStand'),
  'Car Phone Mounts': g('carMount'),
  'Pulse Oximeters': g('pulseOximeter'),
  Relays: g('relayModule'),
  'Model Kits': g('modelKit'),
  'Fog Lights': g('fogLight'),
  'Jump Starters': g('jumpStarter'),
  'Screen Protectors': g('screenProtector'),
  'Electric Shavers': g('electricShaver'),
  'Circular Saws': g('circularSaw'),
  'Circuit Breakers': g('circuitBreaker'),
  'Blood Pressure Monitors': g('bpMonitor'),
  'Air Filters': g('panelFilter'),
}

/** Nouns whose object is not their leaf's. */
const BY_NOUN: Record<string, Art> = {
  'Moon Lamp': e('full-moon'),
  'Bento Lunch Box': e('bento-box'),
  'Moka Pot': g('mokaPot'),
  'Garlic Press': e('garlic'),
  'Silicone Utensil Set': g('utensilSet'),
  'Digital Kitchen Scale': g('kitchenScale'),
  'Vegetable Chopper': g('vegetableChopper'),
  'Stoneware Bowls': e('bowl-with-spoon'),
  'Cake Pan Set': g('cakePan'),
  'Cookie Cutter Set': g('cookieCutters'),
  'Silicone Baking Mat': g('mat'),
  'Slide Sandals': e('thong-sandal'),
  'Card Holder': e('credit-card'),
  'Knit Beanie': g('cap'),
  'Bucket Hat': e('womans-hat'),
  'Cleansing Oil': e('lotion-bottle'),
  'Gel Eyeliner Pencil': e('pencil'),
  '4WD RC Off-Road Truck': e('pickup-truck'),
  'Doll House Playset': e('house'),
  'Electronics Science Kit': g('scienceKit'),
  '3D Wooden Puzzle Model': e('puzzle-piece'),
  'Montessori Busy Board': e('abacus'),
  'Wooden Shape Sorter': g('shapeSorter'),
  'Portable Tyre Inflator': g('tyreInflator'),
  'Adjustable Wrench': e('wrench'),
  'Cable Combination Lock': e('locked'),
  'Magnetic Ball Run': g('ballRun'),
  'Smart Power Strip': g('powerStrip'),
  'Cushion Foundation': g('palette'),
  'Kabuki Brush': e('paintbrush'),
  'Powder Puff Set': e('sponge'),
  'Beard Trimmer Kit': g('beardTrimmer'),
  'Soft Bait Set': e('fish'),
  'Metal Spoon Lures': e('fish'),
  'Rubber Mallet': g('mallet'),
  'Sledge Hammer': e('hammer'),
  'Claw Hammer': e('hammer'),
  'Laser Distance Meter': g('laserMeter'),
  'Wire Strippers': g('pliers'),
  'Precision Screwdriver Set': e('screwdriver'),
  'Pearl Choker': e('prayer-beads'),
  'Glass Teapot': e('teapot'),
  'Pour-Over Coffee Kettle': e('teapot'),
  'Kids Digital Watch': e('watch'),
  'Zip-Up Hoodie': g('zipHoodie'),
  'LCD Drawing Tablet': g('lcdTablet'),
  'Modern Chandelier': g('chandelier'),
  'Continuous Band Sealer': g('bandSealer'),
  'Solar Flood Light': g('solarFlood'),
  'Shoe Cabinet': g('shoeCabinet'),
  'Bike Phone Mount': e('mobile-phone'),
  'Solid State Relay': g('solidStateRelay'),
  'Smart Tail Light': g('tailLight'),
  'Solar Pathway Lights': g('solarStake'),
  'Baby Monitor Camera': g('indoorCam'),
  'USB-C to USB-C Cable': g('cable'),
  '3-in-1 Charging Cable': g('cable'),
}

export type ProductArt = Art

export function artFor(noun: string, leaf: string, glyph: GlyphName): Art {
  return BY_NOUN[noun] ?? BY_LEAF[leaf] ?? g(glyph)
}

/** Every emoji the catalogue names (for the test that each exists in the set). */
export const ART_EMOJIS = [
  ...new Set([...Object.values(BY_LEAF), ...Object.values(BY_NOUN)].flatMap((a) => ('emoji' in a ? [a.emoji] : []))),
]
export const ART_LEAVES = Object.keys(BY_LEAF)
export const ART_NOUNS = Object.keys(BY_NOUN)

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>
  width?: number
  height?: number
}
let iconSet: IconSet | undefined
function emojiSet(): IconSet {
  iconSet ??= createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json') as IconSet
  return iconSet
}

/** The emoji's drawing scaled into the 100×100 box the pictograms use; throws on a name the set does not have. */
export function emojiDrawing(name: string): string {
  const set = emojiSet()
  const icon = set.icons[name]
  if (!icon) throw new Error(`seed: no Fluent emoji "${name}"`)
  const size = icon.width ?? set.width ?? 32
  return `<g transform="translate(4 4) scale(${92 / size})">${icon.body}</g>`
}

/** A colour as 0–1 channels. */
function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16)
  return [(n >> 16) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255]
}

/**
 * An SVG filter that redraws a drawing in `hex`, keeping its light and shade (each pixel's luminance scales the
 * colour), so "Pink" and "Navy" shots of one product differ the way the photographs of two colours would. Dark
 * colours keep some of the luminance so the object's shape stays readable.
 */
export function tintFilter(id: string, hex: string): string {
  const [r, g, b] = channels(hex)
  const lift = 0.45 * (1 - (r + g + b) / 3)
  const row = (c: number) => {
    const k = c * 1.1 + lift
    return `${(0.2126 * k).toFixed(3)} ${(0.7152 * k).toFixed(3)} ${(0.0722 * k).toFixed(3)} 0 ${(c * 0.35).toFixed(3)}`
  }
  return `<filter id="${id}" color-interpolation-filters="sRGB"><feColorMatrix values="${row(r)} ${row(g)} ${row(b)} 0 0 0 1 0"/></filter>`
}

/** A filter that fills a drawing's shape with one flat colour (the extruded depth of the angled view). */
export function solidFilter(id: string, hex: string): string {
  const [r, g, b] = channels(hex)
  return `<filter id="${id}" color-interpolation-filters="sRGB"><feColorMatrix values="0 0 0 0 ${r.toFixed(3)} 0 0 0 0 ${g.toFixed(3)} 0 0 0 0 ${b.toFixed(3)} 0 0 0 1 0"/></filter>`
}

/** The art drawn in the 100×100 box; a pictogram takes the product's colours, an emoji keeps its own. */
export function drawArt(art: Art, main: string, accent: string): string {
  return 'emoji' in art ? emojiDrawing(art.emoji) : glyphs[art.glyph](main, accent)
}

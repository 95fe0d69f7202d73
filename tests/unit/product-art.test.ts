/**
 * Pictures of the right object: a product's pictures are drawn from the object its noun names — a Fluent
 * emoji or our own pictogram — and a shot of one colour is drawn in that colour.
 */
import { describe, expect, it } from 'vitest'
import { CATALOGUE } from '~/server/db/seed/catalogue-data'
import { glyphs } from '~/server/db/seed/glyphs'
import { ART_EMOJIS, ART_LEAVES, ART_NOUNS, artFor, emojiDrawing } from '~/server/db/seed/product-art'
import { productShotSvg } from '~/server/db/seed/product-shots'

const leaves = CATALOGUE.flatMap((root) => root.groups.flatMap((group) => group.leaves))

describe('product art', () => {
  it('names only leaves, nouns and emoji drawings that exist', () => {
    const leafNames = new Set(leaves.map((leaf) => leaf.name))
    const nouns = new Set(leaves.flatMap((leaf) => leaf.nouns))
    expect(ART_LEAVES.filter((name) => !leafNames.has(name))).toEqual([])
    expect(ART_NOUNS.filter((noun) => !nouns.has(noun))).toEqual([])
    for (const name of ART_EMOJIS) expect(emojiDrawing(name), name).toMatch(/^<g transform=.*<path/)
  })

  it('draws the object the name says, not the category pictogram', () => {
    expect(artFor('Makeup Blender Sponges', 'Makeup Sponges', 'ball')).toEqual({ emoji: 'sponge' })
    expect(artFor('Volumising Mascara', 'Mascara', 'lipstick')).toEqual({ glyph: 'mascara' })
    expect(artFor('Road Bike Helmet', 'Cycling Helmets', 'helmet')).toEqual({ glyph: 'bikeHelmet' })
    expect(artFor('Flat Sandals', 'Sandals', 'shoe')).toEqual({ emoji: 'womans-sandal' })
    expect(artFor('Moon Lamp', 'Night Lights', 'bulb')).toEqual({ emoji: 'full-moon' })
  })

  it.each([
    // Issue 27's review of the contact sheet: each of these showed a related object (a T-shirt, a fishing rod, a
    // crayon, a cup, a single bulb, a magnet, one textile or machine box, a microscope, a wheel…).
    ['Zip-Up Hoodie', 'Hoodies', 'shirt', 'zipHoodie'],
    ['Oversized Hoodie', 'Hoodies', 'shirt', 'hoodie'],
    ['Cable Knit Sweater', 'Sweaters', 'shirt', 'sweater'],
    ['Chunky Knit Cardigan', 'Cardigans', 'shirt', 'cardigan'],
    ['Non-Iron Business Shirt', 'Dress Shirts', 'shirt', 'dressShirt'],
    ['Carbon Trekking Poles', 'Trekking Poles', 'rod', 'trekkingPoles'],
    ['Magnetic Drawing Board', 'Drawing Boards', 'phone', 'drawingBoard'],
    ['LCD Drawing Tablet', 'Drawing Boards', 'phone', 'lcdTablet'],
    ['Selfie Stick Tripod', 'Selfie Sticks', 'phone', 'selfieStick'],
    ['Moka Pot', 'Teapots & Coffee', 'mug', 'mokaPot'],
    ['Modern Chandelier', 'Ceiling Lights', 'bulb', 'chandelier'],
    ['LED Ceiling Light', 'Ceiling Lights', 'bulb', 'ceilingLight'],
    ['LED Fairy String Lights', 'String Lights', 'bulb', 'stringLights'],
    ['Magnetic Ball Run', 'Magnetic Tiles', 'blocks', 'ballRun'],
    ['Magnetic Building Tiles', 'Magnetic Tiles', 'blocks', 'magneticTiles'],
    ['Velvet Cushion Covers', 'Cushion Covers', 'textile', 'cushion'],
    ['Handwoven Kilim Rug', 'Rugs & Carpets', 'textile', 'rug'],
    ['All-Weather Floor Mats', 'Floor Mats', 'textile', 'carMats'],
    ['6090 CNC Router', 'CNC Routers', 'machine', 'cncRouter'],
    ['Diode Laser Engraver', 'Laser Engravers', 'machine', 'laserEngraver'],
    ['Oil-Free Air Compressor', 'Air Compressors', 'machine', 'airCompressor'],
    ['Portable Tyre Inflator', 'Air Compressors', 'machine', 'tyreInflator'],
    ['TIG Welder', 'Inverter Welders', 'machine', 'welder'],
    ['Continuous Band Sealer', 'Packaging Machines', 'machine', 'bandSealer'],
    ['Electronics Science Kit', 'STEM Kits', 'gear', 'scienceKit'],
    ['12V Power Supply', 'LED Drivers', 'chip', 'powerSupply'],
    ['USB 3.0 Hub', 'USB Hubs', 'chip', 'usbHub'],
    ['Smart Power Strip', 'Smart Plugs', 'plug', 'powerStrip'],
    ['Camping Stove Set', 'Camping Stoves', 'pot', 'campStove'],
    ['Digital Kitchen Scale', 'Kitchen Gadgets', 'knife', 'kitchenScale'],
    ['Vegetable Chopper', 'Kitchen Gadgets', 'knife', 'vegetableChopper'],
    ['Solar Flood Light', 'Solar Garden Lights', 'bulb', 'solarFlood'],
    ['Shoe Cabinet', 'Shoe Racks', 'table', 'shoeCabinet'],
    ['5-Tier Shoe Rack', 'Shoe Racks', 'table', 'shoeRack'],
    ['Hip Seat Carrier', 'Baby Carriers', 'backpack', 'babyCarrier'],
    ['Cordless Impact Wrench', 'Impact Wrenches', 'drill', 'impactWrench'],
    ['Desk Phone Stand', 'Phone Holders', 'phone', 'phoneStand'],
    ['Vent Phone Holder', 'Car Phone Mounts', 'phone', 'carMount'],
    ['Fingertip Pulse Oximeter', 'Pulse Oximeters', 'meter', 'pulseOximeter'],
    ['5V Relay Module', 'Relays', 'chip', 'relayModule'],
    ['Solid State Relay', 'Relays', 'chip', 'solidStateRelay'],
    ['Metal Model Kit', 'Model Kits', 'blocks', 'modelKit'],
    ['Smart Tail Light', 'Bike Lights', 'bulb', 'tailLight'],
    ['Amber Fog Lamp Kit', 'Fog Lights', 'bulb', 'fogLight'],
    ['Jump Starter with Air Compressor', 'Jump Starters', 'powerbank', 'jumpStarter'],
    ['Privacy Screen Protector', 'Screen Protectors', 'phone', 'screenProtector'],
    ['Rotary Electric Shaver', 'Electric Shavers', 'mouse', 'electricShaver'],
    ['Beard Trimmer Kit', 'Electric Shavers', 'mouse', 'beardTrimmer'],
    ['Solar Pathway Lights', 'Solar Garden Lights', 'bulb', 'solarStake'],
    ['Mini Circular Saw', 'Circular Saws', 'gear', 'circularSaw'],
    ['Miniature Circuit Breaker', 'Circuit Breakers', 'chip', 'circuitBreaker'],
    ['Slim Silicone Case', 'Phone Cases', 'phone', 'phoneCase'],
    ['Silicone Utensil Set', 'Kitchen Gadgets', 'knife', 'utensilSet'],
    ['Rubber Mallet', 'Hammers', 'wrench', 'mallet'],
    ['Canbus LED Bulbs', 'LED Headlight Bulbs', 'bulb', 'ledBulb'],
    ['Wrist Blood Pressure Monitor', 'Blood Pressure Monitors', 'meter', 'bpMonitor'],
    ['Laser Distance Meter', 'Measuring Tapes', 'meter', 'laserMeter'],
    ['Tape Measure', 'Measuring Tapes', 'meter', 'tapeMeasure'],
    ['Impact Socket Set', 'Socket Sets', 'toolbox', 'socketSet'],
    ['Slim Power Bank', 'Power Banks', 'powerbank', 'powerbank'],
    ['Wi-Fi Security Camera', 'Security Cameras', 'camera', 'securityCam'],
    ['Baby Monitor Camera', 'Security Cameras', 'camera', 'indoorCam'],
    ['Helmet Camera', 'Action Cameras', 'camera', 'actionCam'],
    ['Front and Rear Dash Cam', 'Dash Cams', 'camera', 'dashCam'],
    ['Blackout Curtains', 'Curtains', 'textile', 'curtains'],
    ['Gel Nail Polish', 'Nail Polish', 'bottle', 'nailPolish'],
    ['Wooden Shape Sorter', 'Wooden Toys', 'blocks', 'shapeSorter'],
    ['Engine Air Filter', 'Air Filters', 'filter', 'panelFilter'],
    ['Cookie Cutter Set', 'Baking Tools', 'pot', 'cookieCutters'],
    ['USB-C to USB-C Cable', 'Chargers & Cables', 'cable', 'cable'],
    ['Dual USB Car Charger', 'Car Chargers', 'plug', 'carCharger'],
    ['Wi-Fi Smart Plug', 'Smart Plugs', 'plug', 'smartPlug'],
  ] as const)('draws %s (%s) as its own pictogram', (noun, leaf, category, glyph) => {
    expect(artFor(noun, leaf, category)).toEqual({ glyph })
    expect(glyphs[glyph]('#2b2d33', '#ffffff')).toMatch(/^<[a-z]/)
  })

  it('redraws an emoji in the colour of its shot and keeps its own colours otherwise', () => {
    const shot = (color?: string) =>
      productShotSvg({ art: { emoji: 'dress' }, family: 'apparel', hue: 330, view: 'front', color, jitter: 7 })
    expect(shot()).not.toContain('filter=')
    const pink = shot('Pink')
    expect(pink).toContain('<filter id="tint"')
    expect(pink).toContain('filter="url(#tint)"')
    expect(shot('Navy')).not.toBe(pink)
  })
})

/**
 * The demo category tree and the product templates of each leaf. Category ids are derived from the order
 * of this file (see categories.ts), so append new entries at the end of a list to keep existing ids stable.
 *
 * A leaf's product names are built from its `nouns` and `features`; `kw` holds the English and Russian
 * search words (the Chinese name is appended automatically). Group settings apply to every leaf that does
 * not override them.
 */
import type { AttrKindName } from './attributes.ts'
import type { GlyphName } from './glyphs.ts'

/** Which spec table and copy the product description uses. */
export type Family = 'electronics' | 'home' | 'apparel' | 'beauty' | 'toys' | 'sports' | 'auto' | 'industrial' | 'jewelry'

interface Defaults {
  features?: string[]
  glyph?: GlyphName
  /** Base price range in USD. */
  price?: [number, number]
  attrs?: AttrKindName[]
  unit?: string
  /** Sold by the case: minimum purchase is often 2–10. */
  wholesale?: boolean
}

export interface LeafSpec extends Defaults {
  name: string
  zh: string
  kw: string
  nouns: string[]
  /** Deliberately left without products, so the empty listing state can be seen. */
  empty?: boolean
}

export interface GroupSpec extends Defaults {
  name: string
  zh: string
  leaves: LeafSpec[]
}

export interface RootSpec {
  key: string
  name: string
  zh: string
  hue: number
  icon: GlyphName
  family: Family
  groups: GroupSpec[]
}

function leaf(name: string, zh: string, kw: string, nouns: string[], features?: string[], extra: Partial<LeafSpec> = {}): LeafSpec {
  return { name, zh, kw, nouns, features, ...extra }
}

export const CATALOGUE: RootSpec[] = [
  {
    key: 'electronics',
    name: 'Electronics',
    zh: '电子产品',
    hue: 220,
    icon: 'phone',
    family: 'electronics',
    groups: [
      {
        name: 'Phones & Accessories',
        zh: '手机及配件',
        attrs: ['color'],
        glyph: 'phone',
        price: [3, 29],
        leaves: [
          leaf('Smartphones', '智能手机', 'smartphone mobile phone смартфон телефон', ['5G Smartphone', 'Android Smartphone', 'Rugged Smartphone'], ['6.7-inch AMOLED Display', '108MP Triple Camera', '5000mAh Battery', 'Dual SIM', 'NFC', '120Hz Refresh Rate', '8GB RAM'], { price: [89, 459], attrs: ['color', 'storage'] }),
          leaf('Phone Cases', '手机壳', 'phone case cover чехол для телефона', ['Shockproof Phone Case', 'Magnetic Phone Case', 'Slim Silicone Case'], ['MagSafe Compatible', 'Military Drop Protection', 'Raised Camera Lip', 'Anti-Yellowing', 'Card Slot'], { price: [2.5, 14], wholesale: true }),
          leaf('Chargers & Cables', '充电器和数据线', 'charger cable usb-c зарядка кабель', ['65W GaN Charger', 'USB-C to USB-C Cable', '3-in-1 Charging Cable', '20W Fast Charger'], ['PD 3.0 Fast Charging', 'Braided Nylon', 'Foldable Plug', '480Mbps Data Transfer', 'Dual Port'], { glyph: 'cable', price: [2, 29], attrs: ['length'] }),
          leaf('Power Banks', '移动电源', 'power bank portable charger повербанк внешний аккумулятор', ['Power Bank', 'Magnetic Wireless Power Bank', 'Slim Power Bank'], ['22.5W Fast Charging', 'LED Display', 'USB-C In/Out', 'Airline Safe', 'Built-in Cables'], { glyph: 'powerbank', price: [12, 49], attrs: ['mah', 'color'] }),
          leaf('Screen Protectors', '屏幕保护膜', 'screen protector tempered glass защитное стекло', ['Tempered Glass Screen Protector', 'Privacy Screen Protector'], ['9H Hardness', 'Bubble-Free Install', 'Case Friendly', 'Anti-Fingerprint'], { price: [1.5, 9], attrs: ['pack'], wholesale: true }),
          leaf('Phone Holders', '手机支架', 'phone holder stand держатель для телефона', ['Desk Phone Stand', 'Bike Phone Mount', 'Foldable Phone Holder'], ['360° Rotation', 'Aluminium Alloy', 'Height Adjustable', 'Anti-Slip Pads']),
          leaf('Selfie Sticks', '自拍杆', 'selfie stick tripod монопод штатив', ['Bluetooth Selfie Stick', 'Selfie Stick Tripod'], ['Detachable Remote', 'Extends to 1.1 m', 'Fill Light', 'Stable Tripod Base'], { price: [6, 29] }),
        ],
      },
      {
        name: 'Audio',
        zh: '音频设备',
        attrs: ['color'],
        price: [9, 89],
        leaves: [
          leaf('Earbuds', '无线耳机', 'earbuds headphones наушники', ['TWS Bluetooth 5.3 Earbuds', 'Wireless Earbuds', 'Open-Ear Sports Earbuds'], ['Noise Cancelling', '40h Battery', 'IPX5 Waterproof', 'Low-Latency Game Mode', 'Touch Control', 'ENC Mic'], { glyph: 'earbuds', price: [9, 59] }),
          leaf('Headphones', '头戴式耳机', 'headphones headset наушники гарнитура', ['Over-Ear Bluetooth Headphones', 'Gaming Headset', 'Kids Headphones'], ['Active Noise Cancelling', '60h Playtime', 'Memory Foam Ear Cups', 'Detachable Mic', 'Foldable Design'], { glyph: 'headphones', price: [15, 89] }),
          leaf('Bluetooth Speakers', '蓝牙音箱', 'bluetooth speaker колонка', ['Portable Bluetooth Speaker', 'Party Speaker', 'Shower Speaker'], ['360° Stereo Sound', 'IPX7 Waterproof', 'RGB Lights', '24h Playtime', 'TWS Pairing'], { glyph: 'speaker', price: [12, 99] }),
          leaf('Microphones', '麦克风', 'microphone mic микрофон', ['USB Condenser Microphone', 'Wireless Lavalier Microphone', 'Podcast Microphone Kit'], ['Noise Reduction', 'Plug and Play', 'Cardioid Pickup', 'Boom Arm Included'], { glyph: 'microphone', price: [9, 69] }),
        ],
      },
      {
        name: 'Computers & Office',
        zh: '电脑办公',
        attrs: ['color'],
        leaves: [
          leaf('Laptops', '笔记本电脑', 'laptop notebook ноутбук', ['14-inch Laptop', '15.6-inch Laptop', '2-in-1 Touchscreen Laptop'], ['Intel Core i5', '16GB RAM', 'Full HD IPS Screen', 'Backlit Keyboard', 'Windows 11', 'Fingerprint Reader'], { glyph: 'laptop', price: [259, 789], attrs: ['ssd'] }),
          leaf('Keyboards', '键盘', 'keyboard клавиатура', ['Mechanical Keyboard', 'Wireless Keyboard', 'Compact 75% Keyboard'], ['Hot-Swappable Switches', 'RGB Backlight', 'Bluetooth + 2.4G', 'Russian/English Layout', 'PBT Keycaps'], { glyph: 'keyboard', price: [15, 79], attrs: ['color', 'switch'] }),
          leaf('Mice', '鼠标', 'mouse computer mouse мышь', ['Wireless Mouse', 'Ergonomic Vertical Mouse', 'Gaming Mouse'], ['Silent Clicks', 'Rechargeable', '7 Programmable Buttons', '12000 DPI Sensor'], { glyph: 'mouse', price: [4, 39] }),
          leaf('Monitors', '显示器', 'monitor display монитор', ['IPS Monitor', 'Curved Gaming Monitor', 'Portable Monitor'], ['165Hz', '2K QHD', 'HDR10', 'Eye-Care Flicker-Free', 'USB-C Input'], { glyph: 'monitor', price: [89, 329], attrs: ['screen'] }),
          leaf('USB Hubs', '集线器', 'usb hub adapter хаб переходник', ['7-in-1 USB-C Hub', 'USB 3.0 Hub', 'Docking Station'], ['4K HDMI', '100W PD Pass-Through', 'SD Card Reader', 'Gigabit Ethernet'], { glyph: 'chip', price: [8, 59], attrs: [] }),
        ],
      },
      {
        name: 'Smart Home',
        zh: '智能家居',
        leaves: [
          leaf('Smart Plugs', '智能插座', 'smart plug socket умная розетка', ['Wi-Fi Smart Plug', 'Smart Power Strip'], ['Energy Monitoring', 'Works with Alexa', 'Timer Schedules', 'App Control'], { glyph: 'plug', price: [6, 29], attrs: ['plug', 'pack'] }),
          leaf('Security Cameras', '监控摄像头', 'security camera ip camera камера видеонаблюдения', ['Wi-Fi Security Camera', 'Outdoor PTZ Camera', 'Baby Monitor Camera'], ['2K Night Vision', 'Motion Tracking', 'Two-Way Audio', 'Solar Powered', 'Cloud & SD Storage'], { glyph: 'camera', price: [19, 89], attrs: ['plug'] }),
          leaf('Robot Vacuums', '扫地机器人', 'robot vacuum робот-пылесос', ['Robot Vacuum Cleaner', 'Robot Vacuum and Mop'], ['LiDAR Navigation', '4000Pa Suction', 'Self-Emptying Station', 'App & Voice Control'], { glyph: 'vacuum', price: [139, 459], attrs: ['color'] }),
        ],
      },
      {
        name: 'Cameras & Drones',
        zh: '相机与无人机',
        attrs: ['set'],
        leaves: [
          leaf('Action Cameras', '运动相机', 'action camera экшн-камера', ['4K Action Camera', 'Helmet Camera'], ['EIS Stabilisation', '40 m Waterproof Case', 'Wi-Fi Remote', '170° Wide Angle'], { glyph: 'camera', price: [35, 149] }),
          leaf('Drones', '无人机', 'drone quadcopter дрон квадрокоптер', ['Foldable Camera Drone', 'GPS Drone', 'Mini FPV Drone'], ['4K Camera', 'Brushless Motors', '30 min Flight', 'Follow Me', 'Obstacle Avoidance'], { glyph: 'drone', price: [45, 399] }),
        ],
      },
    ],
  },
  {
    key: 'home',
    name: 'Home & Garden',
    zh: '家居园艺',
    hue: 125,
    icon: 'plant',
    family: 'home',
    groups: [
      {
        name: 'Lighting',
        zh: '灯具照明',
        glyph: 'bulb',
        attrs: ['light'],
        leaves: [
          leaf('LED Desk Lamps', 'LED台灯', 'desk lamp led lamp настольная лампа', ['LED Desk Lamp', 'Architect Desk Lamp', 'Clip-On Reading Lamp'], ['Eye-Caring Light', '5 Brightness Levels', 'USB Charging Port', 'Touch Dimmer', 'Flexible Gooseneck'], { glyph: 'lamp', price: [9, 49], attrs: ['color'] }),
          leaf('Ceiling Lights', '吸顶灯', 'ceiling light chandelier люстра потолочный светильник', ['LED Ceiling Light', 'Modern Chandelier', 'Flush Mount Ceiling Lamp'], ['Remote Dimmable', '3000–6500K', 'Ultra-Thin 5 cm', 'Acrylic Diffuser'], { price: [19, 139], attrs: ['light', 'voltage'] }),
          leaf('String Lights', '灯串', 'string lights garland гирлянда', ['LED Fairy String Lights', 'Curtain String Lights', 'Globe String Lights'], ['8 Lighting Modes', 'USB Powered', 'Remote Control', 'Waterproof'], { price: [3, 25], attrs: ['light', 'length'] }),
          leaf('Solar Garden Lights', '太阳能庭院灯', 'solar light garden lamp солнечный фонарь', ['Solar Pathway Lights', 'Solar Wall Light', 'Solar Flood Light'], ['Motion Sensor', 'IP65 Waterproof', 'Dusk-to-Dawn', 'No Wiring'], { price: [6, 39], attrs: ['pack'] }),
          leaf('Night Lights', '小夜灯', 'night light ночник', ['Plug-in Night Light', 'Moon Lamp', 'Motion Sensor Night Light'], ['Warm Glow', 'Auto On/Off', 'Rechargeable', '16 Colours'], { price: [3, 19], attrs: ['pack'] }),
        ],
      },
      {
        name: 'Furniture',
        zh: '家具',
        attrs: ['color'],
        leaves: [
          leaf('Sofas', '沙发', 'sofa couch диван', ['3-Seater Fabric Sofa', 'Modular Sectional Sofa', 'Sofa Bed'], ['High-Density Foam', 'Removable Covers', 'Solid Wood Frame', 'Easy Assembly'], { glyph: 'sofa', price: [189, 799], attrs: ['fashionColor'] }),
          leaf('Office Chairs', '办公椅', 'office chair кресло офисное', ['Ergonomic Office Chair', 'Mesh Task Chair', 'Gaming Chair'], ['Lumbar Support', 'Adjustable Armrests', 'Breathable Mesh', '135° Recline'], { glyph: 'chair', price: [49, 229] }),
          leaf('Side Tables', '边桌', 'side table coffee table журнальный столик', ['Round Side Table', 'Nesting Coffee Tables', 'Bedside Table'], ['Solid Oak Top', 'Metal Frame', 'Tool-Free Assembly', 'Scratch Resistant'], { glyph: 'table', price: [25, 129] }),
          leaf('Shoe Racks', '鞋架', 'shoe rack обувница', ['5-Tier Shoe Rack', 'Shoe Cabinet'], ['Holds 20 Pairs', 'Bamboo Shelves', 'Space Saving', 'Stackable'], { glyph: 'table', price: [15, 79] }),
        ],
      },
      {
        name: 'Kitchen & Dining',
        zh: '厨房用品',
        price: [5, 39],
        leaves: [
          leaf('Cookware Sets', '锅具套装', 'cookware pots pans кастрюли сковороды', ['Non-Stick Cookware Set', 'Stainless Steel Pot Set', 'Cast Iron Casserole'], ['Induction Compatible', 'PFOA-Free Coating', 'Glass Lids', 'Oven Safe to 260°C'], { glyph: 'pot', price: [29, 159], attrs: ['pieces'], unit: 'set' }),
          leaf('Kitchen Knives', '厨房刀具', 'kitchen knife нож кухонный', ['Chef Knife', 'Damascus Steel Knife Set', 'Santoku Knife'], ['Razor Sharp Edge', 'Pakkawood Handle', 'High-Carbon Steel', 'Gift Box'], { glyph: 'knife', price: [9, 89], attrs: [] }),
          leaf('Food Storage', '食品收纳', 'food container storage контейнер для еды', ['Glass Food Containers', 'Vacuum Storage Jars', 'Bento Lunch Box'], ['Airtight Lids', 'BPA-Free', 'Microwave Safe', 'Stackable'], { glyph: 'jar', price: [6, 35], attrs: ['pack'], wholesale: true }),
          leaf('Teapots & Coffee', '茶具咖啡', 'teapot tea set coffee чайник чайный сервиз', ['Glass Teapot', 'Gongfu Tea Set', 'Pour-Over Coffee Kettle', 'Moka Pot'], ['Removable Infuser', 'Heat-Resistant Borosilicate', 'Gooseneck Spout', 'Stovetop Safe'], { glyph: 'mug', price: [9, 69], attrs: ['color'] }),
          leaf('Kitchen Gadgets', '厨房小工具', 'kitchen gadgets tools кухонные принадлежности', ['Vegetable Chopper', 'Digital Kitchen Scale', 'Garlic Press', 'Silicone Utensil Set'], ['Dishwasher Safe', 'Stainless Steel', 'Compact Storage', 'Non-Slip Grip'], { glyph: 'knife', attrs: ['color'] }),
          leaf('Tableware', '餐具', 'tableware plates dishes посуда тарелки', ['Ceramic Dinnerware Set', 'Porcelain Plates', 'Stoneware Bowls'], ['Hand-Glazed', 'Dishwasher Safe', 'Service for 4', 'Microwave Safe'], { glyph: 'mug', price: [15, 89], attrs: ['fashionColor'] }),
          leaf('Water Bottles', '水杯水壶', 'water bottle thermos бутылка для воды термос', ['Insulated Water Bottle', 'Glass Water Bottle', 'Kids Water Bottle'], ['24h Cold / 12h Hot', 'Leak-Proof Lid', 'BPA-Free', 'Time Marker'], { glyph: 'bottle', price: [5, 29], attrs: ['color', 'bottleSize'] }),
          leaf('Baking Tools', '烘焙工具', 'baking tools выпечка формы', ['Silicone Baking Mat', 'Cake Pan Set', 'Cookie Cutter Set'], ['Non-Stick', 'Food Grade Silicone', 'Oven Safe', 'Easy Release'], { glyph: 'pot', price: [4, 29], attrs: ['pack'] }),
        ],
      },
      {
        name: 'Home Textiles',
        zh: '家纺',
        glyph: 'textile',
        attrs: ['fashionColor'],
        leaves: [
          leaf('Bedding Sets', '床上用品套件', 'bedding set bed linen постельное белье', ['Cotton Bedding Set', 'Satin Duvet Cover Set', 'Linen Bed Sheet Set'], ['100% Cotton', '400 Thread Count', 'Hidden Zipper', 'Pre-Washed Softness'], { price: [25, 119], attrs: ['bedSize', 'fashionColor'], unit: 'set' }),
          leaf('Towels', '毛巾', 'towel полотенце', ['Turkish Cotton Towel Set', 'Quick-Dry Bath Towel', 'Bamboo Hand Towels'], ['600 GSM', 'Highly Absorbent', 'Quick Dry', 'Soft Loops'], { price: [6, 45], attrs: ['fashionColor', 'pack'] }),
          leaf('Curtains', '窗帘', 'curtains шторы', ['Blackout Curtains', 'Sheer Voile Curtains', 'Thermal Insulated Curtains'], ['Noise Reducing', 'Grommet Top', 'Machine Washable', 'UV Blocking'], { price: [12, 59], unit: 'pair' }),
          leaf('Rugs & Carpets', '地毯', 'rug carpet ковер', ['Shaggy Area Rug', 'Washable Runner Rug', 'Handwoven Kilim Rug'], ['Non-Slip Backing', 'Machine Washable', 'Low Pile', 'Stain Resistant'], { price: [19, 149], attrs: ['rugSize'] }),
          leaf('Cushion Covers', '靠垫套', 'cushion cover pillow наволочка подушка', ['Velvet Cushion Covers', 'Linen Throw Pillow Covers'], ['Hidden Zipper', '45×45 cm', 'Double-Sided', 'Set of 4'], { price: [5, 25], wholesale: true }),
        ],
      },
      {
        name: 'Garden Tools',
        zh: '园艺工具',
        glyph: 'plant',
        price: [6, 39],
        leaves: [
          leaf('Garden Hoses', '花园水管', 'garden hose шланг садовый', ['Expandable Garden Hose', 'Hose Reel Cart'], ['9 Spray Patterns', 'Kink-Free', 'Brass Fittings', 'Lightweight'], { price: [12, 59], attrs: ['hoseLength'] }),
          leaf('Pruning Shears', '修枝剪', 'pruning shears секатор', ['Bypass Pruning Shears', 'Ratchet Pruner', 'Hedge Shears'], ['SK5 Steel Blade', 'Ergonomic Grip', 'Safety Lock', 'Cuts 25 mm Branches'], { glyph: 'knife', attrs: [] }),
          leaf('Planters', '花盆', 'planter flower pot горшок для цветов', ['Self-Watering Planter', 'Ceramic Plant Pot', 'Hanging Planter'], ['Drainage Hole', 'Saucer Included', 'Indoor & Outdoor', 'Matte Glaze'], { price: [4, 39], attrs: ['pack'] }),
        ],
      },
      // No leaves on purpose: an empty childList in the tree.
      { name: 'Home Decor', zh: '家居装饰', leaves: [] },
    ],
  },
  {
    key: 'women',
    name: "Women's Clothing",
    zh: '女装',
    hue: 340,
    icon: 'dress',
    family: 'apparel',
    groups: [
      {
        name: 'Dresses',
        zh: '连衣裙',
        glyph: 'dress',
        attrs: ['fashionColor', 'size'],
        price: [12, 59],
        features: ['Floral Print', 'V-Neck', 'Puff Sleeves', 'High Waist', 'A-Line', 'Cotton Blend', 'Wrap Style', 'Side Pockets'],
        leaves: [
          leaf('Summer Dresses', '夏季连衣裙', 'summer dress сарафан платье летнее', ['Summer Sundress', 'Boho Floral Dress', 'Linen Midi Dress']),
          leaf('Evening Dresses', '晚礼服', 'evening dress вечернее платье', ['Satin Evening Dress', 'Sequin Party Dress', 'Cocktail Dress'], ['Off-Shoulder', 'Slit Hem', 'Fully Lined', 'Backless', 'Bodycon Fit'], { price: [29, 129] }),
          leaf('Maxi Dresses', '长裙', 'maxi dress длинное платье', ['Maxi Dress', 'Chiffon Maxi Dress', 'Tiered Maxi Dress']),
          leaf('Shirt Dresses', '衬衫裙', 'shirt dress платье-рубашка', ['Shirt Dress', 'Denim Shirt Dress', 'Belted Shirt Dress'], ['Button-Down', 'Tie Waist', 'Roll-Up Sleeves', 'Cotton Poplin']),
        ],
      },
      {
        name: 'Tops & Blouses',
        zh: '上衣',
        glyph: 'shirt',
        attrs: ['fashionColor', 'size'],
        price: [7, 39],
        leaves: [
          leaf("Women's T-Shirts", '女士T恤', 'women t-shirt футболка женская', ['Oversized Cotton T-Shirt', 'Graphic Tee', 'Basic Crew Neck T-Shirt'], ['100% Cotton', 'Drop Shoulder', 'Pre-Shrunk', 'Soft Touch']),
          leaf('Blouses', '衬衫', 'blouse блузка', ['Chiffon Blouse', 'Silk Satin Blouse', 'Embroidered Blouse'], ['Long Sleeve', 'Button Front', 'Bow Tie Neck', 'Office Style']),
          leaf('Sweaters', '毛衣', 'sweater jumper свитер', ['Cable Knit Sweater', 'Cashmere Blend Sweater', 'Turtleneck Jumper'], ['Relaxed Fit', 'Ribbed Cuffs', 'Warm & Soft', 'Crew Neck'], { price: [15, 69] }),
          leaf('Cardigans', '开衫', 'cardigan кардиган', ['Chunky Knit Cardigan', 'Cropped Cardigan', 'Long Cardigan'], ['Button Front', 'Patch Pockets', 'Soft Wool Blend', 'V-Neck']),
        ],
      },
      {
        name: 'Outerwear',
        zh: '外套',
        glyph: 'jacket',
        attrs: ['fashionColor', 'size'],
        price: [29, 159],
        leaves: [
          leaf('Down Jackets', '羽绒服', 'down jacket puffer пуховик', ['Puffer Down Jacket', 'Long Down Coat', 'Lightweight Down Vest'], ['90% Duck Down', 'Detachable Hood', 'Windproof', 'Rated to −25°C']),
          leaf('Trench Coats', '风衣', 'trench coat тренч плащ', ['Classic Trench Coat', 'Belted Trench Coat'], ['Water Repellent', 'Double-Breasted', 'Storm Flap', 'Cotton Gabardine']),
          leaf('Wool Coats', '羊毛大衣', 'wool coat пальто', ['Wool Blend Coat', 'Oversized Wool Coat'], ['Notched Lapel', 'Fully Lined', 'Mid-Length', 'Hidden Buttons']),
        ],
      },
      {
        name: "Women's Shoes",
        zh: '女鞋',
        glyph: 'shoe',
        attrs: ['fashionColor', 'womenShoe'],
        unit: 'pair',
        price: [15, 79],
        leaves: [
          leaf("Women's Sneakers", '女士运动鞋', 'women sneakers кроссовки женские', ['Platform Sneakers', 'Running Shoes', 'Canvas Sneakers'], ['Breathable Mesh', 'Memory Foam Insole', 'Lightweight', 'Non-Slip Sole']),
          leaf('Sandals', '凉鞋', 'sandals босоножки сандалии', ['Flat Sandals', 'Wedge Sandals', 'Slide Sandals'], ['Adjustable Strap', 'Soft Footbed', 'Beach Ready', 'Genuine Leather']),
          leaf('Ankle Boots', '短靴', 'ankle boots ботильоны ботинки', ['Chelsea Ankle Boots', 'Block Heel Ankle Boots'], ['Side Zip', 'Genuine Leather', 'Warm Lining', 'Anti-Slip Sole'], { glyph: 'boot' }),
          leaf('Heels', '高跟鞋', 'heels pumps туфли на каблуке', ['Pointed Toe Pumps', 'Block Heel Mules', 'Strappy Heels'], ['7 cm Heel', 'Cushioned Insole', 'Patent Leather', 'Ankle Strap']),
        ],
      },
      {
        name: 'Bags',
        zh: '女包',
        glyph: 'bag',
        attrs: ['fashionColor'],
        price: [9, 89],
        leaves: [
          leaf('Handbags', '手提包', 'handbag tote сумка женская', ['Leather Tote Bag', 'Top Handle Handbag', 'Bucket Bag'], ['Genuine Leather', 'Large Capacity', 'Zip Closure', 'Detachable Strap']),
          leaf('Crossbody Bags', '斜挎包', 'crossbody bag сумка через плечо', ['Crossbody Bag', 'Phone Crossbody Bag', 'Saddle Bag'], ['Adjustable Strap', 'RFID Pocket', 'Vegan Leather', 'Compact']),
          leaf("Women's Backpacks", '女士背包', 'backpack рюкзак женский', ['Mini Backpack', 'Anti-Theft Backpack', 'Laptop Backpack'], ['Water Resistant', 'USB Charging Port', 'Fits 15.6-inch Laptop', 'Hidden Back Pocket'], { glyph: 'backpack' }),
          leaf('Wallets', '钱包', 'wallet purse кошелек', ['Leather Wallet', 'Card Holder', 'Zip Around Purse'], ['RFID Blocking', '12 Card Slots', 'Coin Pocket', 'Slim Design'], { glyph: 'wallet', price: [5, 39] }),
        ],
      },
    ],
  },
  {
    key: 'men',
    name: "Men's Clothing",
    zh: '男装',
    hue: 200,
    icon: 'shirt',
    family: 'apparel',
    groups: [
      {
        name: "Men's Tops",
        zh: '男士上衣',
        glyph: 'shirt',
        attrs: ['fashionColor', 'size'],
        price: [8, 45],
        leaves: [
          leaf("Men's T-Shirts", '男士T恤', 'men t-shirt футболка мужская', ['Heavyweight Cotton T-Shirt', 'Performance Tee', 'Henley T-Shirt'], ['240 GSM Cotton', 'Regular Fit', 'Quick Dry', 'Reinforced Collar']),
          leaf('Polo Shirts', 'Polo衫', 'polo shirt поло', ['Pique Polo Shirt', 'Golf Polo Shirt'], ['Breathable Cotton', 'Ribbed Collar', 'Moisture Wicking', 'Slim Fit']),
          leaf('Hoodies', '卫衣', 'hoodie sweatshirt худи толстовка', ['Fleece Hoodie', 'Zip-Up Hoodie', 'Oversized Hoodie'], ['Brushed Fleece Inside', 'Kangaroo Pocket', 'Drawstring Hood', 'Heavyweight'], { price: [15, 55] }),
          leaf('Dress Shirts', '正装衬衫', 'dress shirt рубашка мужская', ['Slim Fit Dress Shirt', 'Oxford Shirt', 'Non-Iron Business Shirt'], ['Wrinkle Resistant', 'Spread Collar', 'Cotton Stretch', 'Easy Care']),
        ],
      },
      {
        name: "Men's Bottoms",
        zh: '男士裤装',
        glyph: 'pants',
        attrs: ['fashionColor', 'waist'],
        price: [12, 59],
        leaves: [
          leaf('Jeans', '牛仔裤', 'jeans джинсы', ['Slim Fit Jeans', 'Straight Leg Jeans', 'Relaxed Fit Jeans'], ['Stretch Denim', 'Five-Pocket Design', 'Washed Finish', 'Durable Stitching']),
          leaf('Cargo Pants', '工装裤', 'cargo pants карго брюки', ['Tactical Cargo Pants', 'Cotton Cargo Trousers'], ['Ripstop Fabric', '8 Pockets', 'Water Repellent', 'Relaxed Fit']),
          leaf('Shorts', '短裤', 'shorts шорты', ['Chino Shorts', 'Board Shorts', 'Athletic Shorts'], ['Quick Dry', 'Elastic Waist', 'Zip Pocket', 'Lightweight'], { attrs: ['fashionColor', 'size'] }),
          leaf('Joggers', '运动裤', 'joggers sweatpants джоггеры спортивные штаны', ['Cotton Joggers', 'Tech Fleece Joggers'], ['Tapered Fit', 'Elastic Cuffs', 'Zip Pockets', 'Drawstring Waist'], { attrs: ['fashionColor', 'size'] }),
        ],
      },
      {
        name: "Men's Outerwear",
        zh: '男士外套',
        glyph: 'jacket',
        attrs: ['fashionColor', 'size'],
        price: [29, 149],
        leaves: [
          leaf('Parkas', '派克大衣', 'parka winter jacket парка куртка зимняя', ['Winter Parka', 'Fur-Hood Parka'], ['Rated to −30°C', 'Windproof Shell', 'Thermal Padding', 'Multiple Pockets']),
          leaf('Leather Jackets', '皮夹克', 'leather jacket кожаная куртка', ['Genuine Leather Jacket', 'Biker Jacket', 'Suede Bomber Jacket'], ['Lambskin Leather', 'Quilted Lining', 'YKK Zips', 'Stand Collar'], { price: [69, 259] }),
          leaf('Windbreakers', '防风夹克', 'windbreaker ветровка', ['Lightweight Windbreaker', 'Packable Rain Jacket'], ['Water Resistant', 'Packable Hood', 'Mesh Lining', 'Reflective Details']),
        ],
      },
      {
        name: "Men's Shoes",
        zh: '男鞋',
        glyph: 'shoe',
        attrs: ['fashionColor', 'menShoe'],
        unit: 'pair',
        price: [19, 99],
        leaves: [
          leaf('Running Shoes', '跑鞋', 'running shoes кроссовки беговые', ['Running Shoes', 'Trail Running Shoes', 'Lightweight Trainers'], ['Cushioned Midsole', 'Breathable Knit Upper', 'Grippy Rubber Outsole', 'Reflective Heel']),
          leaf('Leather Shoes', '皮鞋', 'leather shoes туфли мужские', ['Oxford Leather Shoes', 'Penny Loafers', 'Derby Shoes'], ['Full-Grain Leather', 'Cushioned Insole', 'Handstitched', 'Rubber Sole']),
          leaf('Work Boots', '工作靴', 'work boots рабочие ботинки', ['Steel Toe Work Boots', 'Waterproof Work Boots'], ['Steel Toe Cap', 'Puncture Resistant', 'Oil-Resistant Sole', 'Waterproof'], { glyph: 'boot', wholesale: true }),
        ],
      },
      {
        name: "Men's Accessories",
        zh: '男士配饰',
        attrs: ['fashionColor'],
        price: [5, 39],
        leaves: [
          leaf('Belts', '皮带', 'belt ремень', ['Leather Belt', 'Automatic Buckle Belt', 'Canvas Belt'], ['Genuine Leather', 'Adjustable Fit', 'Gift Box', 'Alloy Buckle'], { glyph: 'wallet' }),
          leaf('Caps & Hats', '帽子', 'cap hat beanie кепка шапка', ['Baseball Cap', 'Knit Beanie', 'Bucket Hat'], ['Adjustable Strap', 'Breathable Cotton', 'Embroidered Logo', 'Warm Fleece Lining'], { glyph: 'cap' }),
          leaf('Sunglasses', '太阳镜', 'sunglasses солнцезащитные очки', ['Polarized Sunglasses', 'Aviator Sunglasses', 'Sports Sunglasses'], ['UV400 Protection', 'Metal Frame', 'Anti-Glare', 'Case Included'], { glyph: 'glasses', attrs: ['color'] }),
        ],
      },
    ],
  },
  {
    key: 'beauty',
    name: 'Beauty & Health',
    zh: '美容健康',
    hue: 300,
    icon: 'lipstick',
    family: 'beauty',
    groups: [
      {
        name: 'Skin Care',
        zh: '护肤',
        glyph: 'bottle',
        attrs: ['volume'],
        price: [5, 39],
        leaves: [
          leaf('Face Serums', '精华液', 'face serum сыворотка для лица', ['Vitamin C Serum', 'Hyaluronic Acid Serum', 'Niacinamide Serum'], ['Brightening', 'Deep Hydration', 'Fragrance-Free', 'For All Skin Types']),
          leaf('Moisturizers', '面霜', 'moisturizer face cream крем для лица', ['Daily Moisturizer', 'Night Repair Cream', 'Ceramide Cream'], ['24h Hydration', 'Non-Greasy', 'Dermatologist Tested', 'With Shea Butter'], { glyph: 'jar' }),
          leaf('Sheet Masks', '面膜', 'sheet mask тканевая маска', ['Hydrating Sheet Masks', 'Collagen Face Masks'], ['Pack of 10', 'Soothing Aloe', 'Brightening', 'Korean Formula'], { glyph: 'box', attrs: ['pack'], unit: 'box', wholesale: true }),
          leaf('Sunscreen', '防晒霜', 'sunscreen spf солнцезащитный крем', ['SPF 50 Sunscreen', 'Tinted Sun Fluid'], ['Broad Spectrum', 'Water Resistant', 'No White Cast', 'Lightweight']),
          leaf('Cleansers', '洁面', 'cleanser face wash пенка для умывания', ['Foaming Facial Cleanser', 'Cleansing Oil', 'Gentle Gel Cleanser'], ['pH Balanced', 'Removes Makeup', 'Soap-Free', 'With Green Tea']),
        ],
      },
      {
        name: 'Makeup',
        zh: '彩妆',
        glyph: 'lipstick',
        attrs: ['shade'],
        price: [3, 29],
        leaves: [
          leaf('Lipsticks', '口红', 'lipstick помада', ['Matte Lipstick', 'Velvet Lip Tint', 'Moisturising Lipstick'], ['Long Lasting', 'Transfer-Proof', 'With Vitamin E', 'Highly Pigmented']),
          leaf('Eyeshadow Palettes', '眼影盘', 'eyeshadow palette палетка теней', ['Eyeshadow Palette', 'Shimmer Eyeshadow Palette'], ['18 Shades', 'Matte & Shimmer', 'Blendable', 'Mirror Included'], { glyph: 'palette', attrs: [] }),
          leaf('Foundations', '粉底液', 'foundation тональный крем', ['Liquid Foundation', 'Cushion Foundation'], ['Full Coverage', 'SPF 30', 'Oil Control', 'Natural Finish'], { glyph: 'bottle' }),
          leaf('Mascara', '睫毛膏', 'mascara тушь для ресниц', ['Volumising Mascara', 'Waterproof Mascara'], ['Smudge-Proof', 'Lengthening', 'Curl Lock', 'Easy Removal'], { attrs: ['pack'] }),
          leaf('Makeup Brushes', '化妆刷', 'makeup brushes кисти для макияжа', ['Makeup Brush Set', 'Kabuki Brush'], ['Synthetic Bristles', 'Vegan', 'Travel Case', 'Wooden Handles'], { glyph: 'palette', attrs: ['fashionColor'] }),
          leaf('Nail Polish', '指甲油', 'nail polish лак для ногтей', ['Gel Nail Polish', 'Quick Dry Nail Polish Set'], ['UV/LED Cure', 'Chip Resistant', 'High Gloss', '21-Day Wear'], { glyph: 'bottle' }),
          leaf('Eyeliner', '眼线笔', 'eyeliner подводка для глаз', ['Liquid Eyeliner Pen', 'Gel Eyeliner Pencil'], ['Waterproof', 'Ultra-Fine Tip', 'Smudge-Proof', 'Intense Black'], { attrs: ['pack'] }),
          leaf('Blush', '腮红', 'blush румяна', ['Powder Blush', 'Cream Blush Stick'], ['Buildable Colour', 'Natural Glow', 'Silky Texture', 'Long Wear'], { glyph: 'palette' }),
          leaf('Makeup Sponges', '美妆蛋', 'makeup sponge спонж', ['Makeup Blender Sponges', 'Powder Puff Set'], ['Latex-Free', 'Soft & Bouncy', 'Washable', 'Set of 6'], { glyph: 'ball', attrs: ['pack'], wholesale: true }),
        ],
      },
      {
        name: 'Hair Care',
        zh: '美发护发',
        glyph: 'dryer',
        price: [12, 59],
        leaves: [
          leaf('Hair Dryers', '吹风机', 'hair dryer фен', ['Ionic Hair Dryer', 'High-Speed Hair Dryer', 'Travel Hair Dryer'], ['1800W', 'Negative Ions', '3 Heat Settings', 'Diffuser Included'], { attrs: ['plug', 'color'], price: [15, 89] }),
          leaf('Hair Straighteners', '直发器', 'hair straightener утюжок для волос', ['Ceramic Hair Straightener', '2-in-1 Straightener and Curler'], ['Fast Heat-Up', 'Adjustable Temperature', 'Auto Shut-Off', 'Tourmaline Plates'], { attrs: ['plug'] }),
          leaf('Shampoo', '洗发水', 'shampoo шампунь', ['Argan Oil Shampoo', 'Anti-Dandruff Shampoo', 'Sulfate-Free Shampoo'], ['Paraben-Free', 'For Dry Hair', 'Salon Formula', 'Fresh Scent'], { glyph: 'bottle', attrs: ['volume'], price: [4, 19] }),
        ],
      },
      {
        name: 'Personal Care Appliances',
        zh: '个护电器',
        attrs: ['color'],
        price: [12, 99],
        leaves: [
          leaf('Electric Toothbrushes', '电动牙刷', 'electric toothbrush электрическая зубная щетка', ['Sonic Electric Toothbrush', 'Kids Electric Toothbrush'], ['5 Cleaning Modes', '40,000 Strokes/min', 'Wireless Charging', '4 Brush Heads'], { glyph: 'bottle', price: [12, 59] }),
          leaf('Electric Shavers', '电动剃须刀', 'electric shaver trimmer электробритва триммер', ['Rotary Electric Shaver', 'Foil Shaver', 'Beard Trimmer Kit'], ['Wet & Dry', 'IPX7 Waterproof', 'USB-C Charging', 'LED Display'], { glyph: 'mouse' }),
          leaf('Massage Guns', '筋膜枪', 'massage gun массажер перкуссионный', ['Deep Tissue Massage Gun', 'Mini Massage Gun'], ['30 Speed Levels', '6 Massage Heads', 'Quiet Motor', '6h Battery'], { glyph: 'drill', price: [25, 99] }),
        ],
      },
      {
        name: 'Health Monitors',
        zh: '健康监测',
        glyph: 'meter',
        price: [9, 59],
        attrs: [],
        leaves: [
          leaf('Blood Pressure Monitors', '血压计', 'blood pressure monitor тонометр', ['Upper Arm Blood Pressure Monitor', 'Wrist Blood Pressure Monitor'], ['Large LCD', 'Irregular Heartbeat Detection', '2 × 120 Memory', 'Talking Function']),
          leaf('Thermometers', '体温计', 'thermometer термометр градусник', ['Infrared Forehead Thermometer', 'Digital Thermometer'], ['1-Second Reading', 'Fever Alarm', 'Non-Contact', 'Memory Recall'], { attrs: ['pack'] }),
          leaf('Pulse Oximeters', '血氧仪', 'pulse oximeter пульсоксиметр', ['Fingertip Pulse Oximeter', 'Kids Pulse Oximeter'], ['OLED Display', 'SpO2 & Pulse Rate', 'Auto Power Off', 'Lanyard Included'], { attrs: ['color'] }),
        ],
      },
    ],
  },
  {
    key: 'toys',
    name: 'Toys & Kids',
    zh: '玩具母婴',
    hue: 45,
    icon: 'blocks',
    family: 'toys',
    groups: [
      {
        name: 'Building Toys',
        zh: '积木',
        glyph: 'blocks',
        attrs: ['blockPieces'],
        leaves: [
          leaf('Building Blocks', '积木拼插', 'building blocks bricks конструктор', ['Classic Building Blocks', 'City Building Set', 'Creative Brick Box'], ['Compatible with Major Brands', 'Storage Box', 'Non-Toxic ABS', 'Ages 6+'], { price: [9, 59] }),
          leaf('Magnetic Tiles', '磁力片', 'magnetic tiles магнитный конструктор', ['Magnetic Building Tiles', 'Magnetic Ball Run'], ['Strong Magnets', 'Rounded Edges', 'Montessori Toy', 'Ages 3+'], { price: [15, 69] }),
          leaf('Model Kits', '拼装模型', 'model kit сборная модель', ['3D Wooden Puzzle Model', 'Metal Model Kit', 'Architecture Model Kit'], ['Laser-Cut Parts', 'No Glue Needed', 'Detailed Instructions', 'Gift for Adults'], { price: [9, 49], attrs: [] }),
        ],
      },
      {
        name: 'RC Toys',
        zh: '遥控玩具',
        glyph: 'car',
        attrs: ['brightColor'],
        price: [15, 89],
        leaves: [
          leaf('RC Cars', '遥控车', 'rc car remote control car машинка на радиоуправлении', ['4WD RC Off-Road Truck', 'Drift RC Car', 'Stunt RC Car'], ['2.4GHz Remote', '35 km/h', 'Rechargeable Battery', 'All-Terrain Tyres']),
          leaf('RC Boats', '遥控船', 'rc boat катер на радиоуправлении', ['RC Speed Boat', 'Mini RC Boat'], ['Self-Righting', 'Low Battery Alarm', '25 km/h', 'Waterproof Hull'], { empty: true }),
        ],
      },
      {
        name: 'Dolls & Plush',
        zh: '娃娃毛绒',
        glyph: 'teddy',
        attrs: ['brightColor'],
        price: [6, 39],
        leaves: [
          leaf('Plush Toys', '毛绒玩具', 'plush toy teddy мягкая игрушка', ['Teddy Bear Plush', 'Cute Cat Plushie', 'Giant Plush Pillow'], ['Super Soft', 'Hypoallergenic Filling', 'Washable', 'Gift Ready'], { attrs: ['plushSize'] }),
          leaf('Fashion Dolls', '时尚娃娃', 'doll кукла', ['Fashion Doll Set', 'Doll House Playset'], ['Outfits Included', 'Poseable', 'Ages 3+', 'Accessories Included']),
        ],
      },
      {
        name: 'Educational Toys',
        zh: '益智玩具',
        price: [6, 49],
        attrs: [],
        leaves: [
          leaf('STEM Kits', 'STEM套件', 'stem kit robot научный набор', ['Solar Robot Kit', 'Electronics Science Kit', 'Coding Robot'], ['12-in-1 Builds', 'Learn by Building', 'Ages 8+', 'Step-by-Step Guide'], { glyph: 'gear' }),
          leaf('Puzzles', '拼图', 'puzzle jigsaw пазл', ['1000-Piece Jigsaw Puzzle', 'Wooden Puzzle Set'], ['Thick Cardboard', 'Poster Included', 'Family Fun', 'Premium Print'], { glyph: 'blocks', attrs: ['pack'] }),
          leaf('Wooden Toys', '木制玩具', 'wooden toys деревянные игрушки', ['Wooden Shape Sorter', 'Montessori Busy Board', 'Wooden Train Set'], ['Natural Beech Wood', 'Water-Based Paint', 'Fine Motor Skills', 'Ages 1+'], { glyph: 'blocks' }),
          leaf('Drawing Boards', '画板', 'drawing board доска для рисования', ['LCD Drawing Tablet', 'Magnetic Drawing Board'], ['One-Click Erase', 'Eye-Friendly', 'Lock Button', 'Stylus Included'], { glyph: 'phone', attrs: ['brightColor'] }),
        ],
      },
      {
        name: 'Baby Care',
        zh: '婴儿用品',
        price: [6, 49],
        attrs: ['color'],
        leaves: [
          leaf('Baby Bottles', '奶瓶', 'baby bottle бутылочка для кормления', ['Anti-Colic Baby Bottles', 'Glass Baby Bottle'], ['BPA-Free', 'Slow-Flow Nipple', 'Easy to Clean', 'Wide Neck'], { glyph: 'bottle', price: [5, 25], attrs: ['pack'] }),
          leaf('Strollers', '婴儿车', 'stroller pram коляска детская', ['Lightweight Travel Stroller', 'Baby Pram'], ['One-Hand Fold', 'Reclining Seat', 'Large Basket', '5-Point Harness'], { glyph: 'box', price: [69, 259] }),
          leaf('Baby Carriers', '婴儿背带', 'baby carrier эргорюкзак', ['Ergonomic Baby Carrier', 'Hip Seat Carrier'], ['4 Carry Positions', 'Breathable Mesh', 'Lumbar Support', '0–36 Months'], { glyph: 'backpack' }),
        ],
      },
      // No leaves on purpose: an empty childList in the tree.
      { name: 'Kids Furniture', zh: '儿童家具', leaves: [] },
    ],
  },
  {
    key: 'sports',
    name: 'Sports & Outdoors',
    zh: '运动户外',
    hue: 160,
    icon: 'ball',
    family: 'sports',
    groups: [
      {
        name: 'Fitness',
        zh: '健身器材',
        glyph: 'dumbbell',
        price: [6, 79],
        attrs: ['brightColor'],
        leaves: [
          leaf('Yoga Mats', '瑜伽垫', 'yoga mat коврик для йоги', ['Non-Slip Yoga Mat', 'TPE Yoga Mat', 'Travel Yoga Mat'], ['6 mm Thick', 'Alignment Lines', 'Carry Strap', 'Eco-Friendly'], { glyph: 'mat' }),
          leaf('Dumbbells', '哑铃', 'dumbbells гантели', ['Adjustable Dumbbells', 'Neoprene Dumbbell Pair', 'Hex Dumbbell'], ['Quick-Change Weights', 'Anti-Roll Design', 'Non-Slip Grip', 'Home Gym'], { attrs: ['weight'] }),
          leaf('Resistance Bands', '弹力带', 'resistance bands эспандер резинки для фитнеса', ['Resistance Bands Set', 'Fabric Booty Bands', 'Pull-Up Assist Bands'], ['5 Resistance Levels', 'Door Anchor', 'Carry Bag', 'Latex-Free'], { attrs: ['pack'] }),
          leaf('Jump Ropes', '跳绳', 'jump rope скакалка', ['Speed Jump Rope', 'Weighted Jump Rope', 'Smart Counting Jump Rope'], ['Ball Bearings', 'Adjustable Length', 'Foam Handles', 'Tangle-Free'], { price: [3, 19] }),
          leaf('Fitness Trackers', '运动手环', 'fitness tracker smart band фитнес-браслет', ['Fitness Tracker Band', 'Heart Rate Smart Band'], ['Heart Rate & SpO2', '14-Day Battery', '5 ATM Waterproof', 'Sleep Tracking'], { glyph: 'watch', attrs: ['color'] }),
        ],
      },
      {
        name: 'Camping & Hiking',
        zh: '露营徒步',
        price: [9, 149],
        attrs: ['fashionColor'],
        leaves: [
          leaf('Tents', '帐篷', 'tent палатка', ['4-Person Camping Tent', 'Instant Pop-Up Tent', 'Ultralight Backpacking Tent'], ['Waterproof 3000 mm', 'Sets Up in 60 s', 'Double Layer', 'UV Protection'], { glyph: 'tent' }),
          leaf('Sleeping Bags', '睡袋', 'sleeping bag спальный мешок', ['Mummy Sleeping Bag', 'Envelope Sleeping Bag'], ['Comfort to −5°C', 'Compression Sack', 'Water Resistant', 'Zip Together'], { glyph: 'textile' }),
          leaf('Camping Lanterns', '露营灯', 'camping lantern фонарь кемпинговый', ['Rechargeable Camping Lantern', 'Retro LED Lantern'], ['400 Lumens', 'Power Bank Function', 'IPX4', 'Hanging Hook'], { glyph: 'lantern', attrs: ['pack'] }),
          leaf('Trekking Poles', '登山杖', 'trekking poles палки для треккинга', ['Carbon Trekking Poles', 'Folding Hiking Poles'], ['Anti-Shock', 'Cork Grip', 'Quick Lock', 'Ultralight'], { glyph: 'rod', unit: 'pair', attrs: ['color'] }),
          leaf('Hiking Backpacks', '登山包', 'hiking backpack рюкзак туристический', ['40L Hiking Backpack', '60L Trekking Backpack', 'Daypack'], ['Rain Cover', 'Hydration Compatible', 'Breathable Back Panel', 'Hip Belt'], { glyph: 'backpack' }),
          leaf('Camping Stoves', '露营炉', 'camping stove горелка туристическая', ['Portable Gas Stove', 'Camping Stove Set'], ['Piezo Ignition', 'Windproof', '3000W', 'Carry Case'], { glyph: 'pot', attrs: [] }),
          leaf('Water Filters', '净水器', 'water filter фильтр для воды', ['Portable Water Filter Straw', 'Gravity Water Filter'], ['0.01 Micron', '1500 L Capacity', 'No Chemicals', 'Ultralight'], { glyph: 'bottle', attrs: ['pack'] }),
        ],
      },
      {
        name: 'Cycling',
        zh: '骑行',
        price: [5, 69],
        attrs: ['color'],
        leaves: [
          leaf('Bike Lights', '自行车灯', 'bike light велофара', ['USB Bike Light Set', 'Smart Tail Light'], ['800 Lumens', 'IPX5 Waterproof', 'Brake Sensing', 'USB-C Rechargeable'], { glyph: 'bulb' }),
          leaf('Cycling Helmets', '骑行头盔', 'bike helmet велошлем', ['Road Bike Helmet', 'MTB Helmet', 'Urban Commuter Helmet'], ['In-Mould Shell', '18 Vents', 'Adjustable Fit Dial', 'CE EN1078'], { glyph: 'helmet' }),
          leaf('Bike Locks', '自行车锁', 'bike lock велозамок', ['U-Lock', 'Folding Bike Lock', 'Cable Combination Lock'], ['Hardened Steel', 'Anti-Theft', 'Mounting Bracket', '2 Keys'], { glyph: 'lock' }),
        ],
      },
      {
        name: 'Team Sports',
        zh: '球类运动',
        glyph: 'ball',
        attrs: ['ballSize'],
        price: [8, 39],
        leaves: [
          leaf('Footballs', '足球', 'football soccer ball футбольный мяч', ['Match Football', 'Training Football'], ['Thermo-Bonded', 'FIFA Quality', 'All Weather', 'Waterproof Cover']),
          leaf('Basketballs', '篮球', 'basketball баскетбольный мяч', ['Indoor/Outdoor Basketball', 'Composite Leather Basketball'], ['Deep Channels', 'Superior Grip', 'Pump Included', 'Moisture Absorbing']),
          leaf('Volleyballs', '排球', 'volleyball волейбольный мяч', ['Beach Volleyball', 'Soft Touch Volleyball'], ['Official Weight', 'Machine Stitched', 'Soft Touch', 'Pump Included']),
        ],
      },
      {
        name: 'Fishing',
        zh: '钓鱼',
        price: [4, 89],
        attrs: [],
        leaves: [
          leaf('Fishing Rods', '鱼竿', 'fishing rod удочка спиннинг', ['Telescopic Fishing Rod', 'Carbon Spinning Rod'], ['Carbon Fibre', 'Portable', 'EVA Handle', '2.1–3.6 m'], { glyph: 'rod' }),
          leaf('Fishing Reels', '渔线轮', 'fishing reel катушка рыболовная', ['Spinning Reel', 'Baitcasting Reel'], ['13+1 Ball Bearings', '5.2:1 Gear Ratio', 'Metal Spool', 'Smooth Drag'], { glyph: 'gear', attrs: ['color'] }),
          leaf('Fishing Lures', '鱼饵', 'fishing lures приманки воблеры', ['Fishing Lure Kit', 'Soft Bait Set', 'Metal Spoon Lures'], ['Lifelike Colours', 'Sharp Treble Hooks', 'Tackle Box', 'Freshwater & Saltwater'], { glyph: 'fish', attrs: ['pack'], wholesale: true }),
        ],
      },
    ],
  },
  {
    key: 'auto',
    name: 'Auto Parts',
    zh: '汽车配件',
    hue: 5,
    icon: 'car',
    family: 'auto',
    groups: [
      {
        name: 'Car Electronics',
        zh: '车载电子',
        price: [6, 89],
        attrs: ['color'],
        leaves: [
          leaf('Dash Cams', '行车记录仪', 'dash cam видеорегистратор', ['4K Dash Cam', 'Front and Rear Dash Cam', 'Mirror Dash Cam'], ['Night Vision', 'G-Sensor', 'Loop Recording', 'Wi-Fi App'], { glyph: 'camera', attrs: ['set'] }),
          leaf('Car Chargers', '车载充电器', 'car charger автомобильная зарядка', ['Dual USB Car Charger', '100W Car Charger'], ['PD + QC 3.0', 'Voltage Display', 'Aluminium Shell', 'Fits All Cars'], { glyph: 'plug', attrs: ['pack'] }),
          leaf('Car Phone Mounts', '车载手机支架', 'car phone mount держатель в машину', ['Magnetic Car Phone Mount', 'Wireless Charging Car Mount', 'Vent Phone Holder'], ['15W Wireless Charging', 'One-Hand Operation', '360° Rotation', 'Strong N52 Magnets'], { glyph: 'phone' }),
          leaf('Jump Starters', '应急启动电源', 'jump starter пусковое устройство', ['Car Jump Starter', 'Jump Starter with Air Compressor'], ['2000A Peak', 'Starts 8.0L Petrol', 'Built-in Torch', 'Power Bank Function'], { glyph: 'powerbank', price: [39, 119] }),
        ],
      },
      {
        name: 'Engine Parts',
        zh: '发动机配件',
        price: [3, 49],
        attrs: ['pack'],
        wholesale: true,
        leaves: [
          leaf('Spark Plugs', '火花塞', 'spark plugs свечи зажигания', ['Iridium Spark Plugs', 'Platinum Spark Plugs'], ['OEM Replacement', 'Long Life', 'Improved Ignition', 'Anti-Corrosion'], { glyph: 'gear' }),
          leaf('Air Filters', '空气滤清器', 'air filter воздушный фильтр', ['Engine Air Filter', 'Cabin Air Filter'], ['OEM Fit', 'Activated Carbon', 'High Airflow', 'Easy Install'], { glyph: 'filter' }),
          leaf('Oil Filters', '机油滤清器', 'oil filter масляный фильтр', ['Oil Filter', 'High-Flow Oil Filter'], ['Synthetic Media', 'Anti-Drain Valve', 'OEM Quality', '10,000 km Service'], { glyph: 'filter' }),
          leaf('Timing Belts', '正时皮带', 'timing belt ремень грм', ['Timing Belt Kit', 'Serpentine Belt'], ['HNBR Rubber', 'Tensioner Included', 'OEM Spec', 'Heat Resistant'], { glyph: 'gear', attrs: [], wholesale: false }),
        ],
      },
      {
        name: 'Interior Accessories',
        zh: '内饰用品',
        price: [6, 69],
        attrs: ['color'],
        leaves: [
          leaf('Seat Covers', '座椅套', 'car seat covers чехлы на сиденья', ['Universal Car Seat Covers', 'Leather Seat Cover Set'], ['Airbag Compatible', 'Waterproof', 'Full Set for 5 Seats', 'Easy Install'], { glyph: 'chair', unit: 'set' }),
          leaf('Floor Mats', '脚垫', 'car floor mats коврики в машину', ['All-Weather Floor Mats', '3D Custom Fit Floor Mats'], ['TPE Rubber', 'Raised Edges', 'Odourless', 'Trim to Fit'], { glyph: 'textile', unit: 'set' }),
          leaf('Steering Wheel Covers', '方向盘套', 'steering wheel cover оплетка на руль', ['Leather Steering Wheel Cover', 'Heated Steering Wheel Cover'], ['38 cm Universal', 'Anti-Slip', 'Breathable', 'Hand-Stitched'], { glyph: 'wheel' }),
        ],
      },
      {
        name: 'Car Lighting',
        zh: '车灯',
        glyph: 'bulb',
        attrs: ['bulbType'],
        unit: 'pair',
        price: [9, 59],
        leaves: [
          leaf('LED Headlight Bulbs', 'LED大灯', 'led headlight bulbs светодиодные лампы фары', ['LED Headlight Bulbs', 'Canbus LED Bulbs'], ['12000 Lumens', '6500K Cool White', 'Plug and Play', 'Built-in Fan']),
          leaf('Fog Lights', '雾灯', 'fog lights противотуманные фары', ['LED Fog Lights', 'Amber Fog Lamp Kit'], ['IP67 Waterproof', 'Wiring Harness Included', 'Die-Cast Housing', 'Dual Colour']),
        ],
      },
      // No leaves on purpose: an empty childList in the tree.
      { name: 'Tyres & Wheels', zh: '轮胎轮毂', leaves: [] },
    ],
  },
  {
    key: 'industrial',
    name: 'Industrial & Factory Equipment',
    zh: '工业设备',
    hue: 28,
    icon: 'gear',
    family: 'industrial',
    groups: [
      {
        name: 'Power Tools',
        zh: '电动工具',
        glyph: 'drill',
        price: [29, 169],
        attrs: ['voltage'],
        leaves: [
          leaf('Cordless Drills', '无线电钻', 'cordless drill дрель шуруповерт', ['20V Cordless Drill Driver', 'Brushless Hammer Drill'], ['2-Speed Gearbox', 'LED Work Light', '45 Nm Torque', 'Keyless Chuck'], { attrs: ['toolKit'] }),
          leaf('Angle Grinders', '角磨机', 'angle grinder болгарка ушм', ['125 mm Angle Grinder', 'Cordless Angle Grinder'], ['1200W Motor', 'Adjustable Guard', 'Side Handle', 'Spindle Lock']),
          leaf('Impact Wrenches', '冲击扳手', 'impact wrench гайковерт', ['Cordless Impact Wrench', '1/2-inch Impact Wrench'], ['400 Nm Torque', 'Brushless Motor', '3 Speed Modes', 'Sockets Included'], { attrs: ['toolKit'] }),
          leaf('Circular Saws', '电圆锯', 'circular saw циркулярная пила', ['Circular Saw', 'Mini Circular Saw'], ['185 mm Blade', 'Laser Guide', 'Bevel Cuts 0–45°', 'Dust Port'], { glyph: 'gear' }),
        ],
      },
      {
        name: 'Hand Tools',
        zh: '手动工具',
        glyph: 'wrench',
        price: [4, 79],
        attrs: ['pack'],
        wholesale: true,
        leaves: [
          leaf('Wrench Sets', '扳手套装', 'wrench set spanner гаечные ключи', ['Combination Wrench Set', 'Adjustable Wrench', 'Ratcheting Wrench Set'], ['Chrome Vanadium Steel', 'Metric 8–22 mm', 'Roll-Up Pouch', 'Mirror Polished'], { attrs: [] }),
          leaf('Screwdriver Sets', '螺丝刀套装', 'screwdriver set набор отверток', ['Precision Screwdriver Set', 'Magnetic Screwdriver Set'], ['S2 Steel Bits', 'Magnetic Tips', 'Anti-Slip Handle', 'Storage Case'], { glyph: 'toolbox', attrs: ['bitPieces'] }),
          leaf('Pliers', '钳子', 'pliers плоскогубцы пассатижи', ['Combination Pliers', 'Needle Nose Pliers', 'Wire Strippers'], ['Insulated 1000V', 'Induction Hardened', 'Comfort Grip', 'Forged Steel']),
          leaf('Socket Sets', '套筒套装', 'socket set набор головок', ['Socket Wrench Set', 'Impact Socket Set'], ['72-Tooth Ratchet', 'CR-MO Steel', 'Blow-Moulded Case', '1/4 + 1/2-inch Drive'], { glyph: 'toolbox', attrs: ['bitPieces'] }),
          leaf('Tool Boxes', '工具箱', 'tool box ящик для инструментов', ['Metal Tool Box', 'Rolling Tool Chest', 'Plastic Tool Organizer'], ['Lockable', 'Removable Tray', 'Heavy Duty', 'Stackable'], { glyph: 'toolbox', attrs: ['color'], wholesale: false }),
          leaf('Measuring Tapes', '卷尺', 'tape measure рулетка', ['Tape Measure', 'Laser Distance Meter'], ['5 m / 16 ft', 'Auto Lock', 'Magnetic Hook', 'Belt Clip'], { glyph: 'meter', price: [3, 39] }),
          leaf('Hammers', '锤子', 'hammer молоток', ['Claw Hammer', 'Rubber Mallet', 'Sledge Hammer'], ['Fibreglass Handle', 'Drop-Forged Head', 'Anti-Vibration', 'Magnetic Nail Starter'], { attrs: [] }),
        ],
      },
      {
        name: 'Welding Equipment',
        zh: '焊接设备',
        glyph: 'machine',
        price: [39, 399],
        attrs: ['voltage'],
        leaves: [
          leaf('Inverter Welders', '逆变焊机', 'welder welding machine сварочный аппарат', ['MMA Inverter Welder', 'MIG Welder 3-in-1', 'TIG Welder'], ['200A Output', 'IGBT Inverter', 'Hot Start', 'Anti-Stick']),
          leaf('Welding Helmets', '焊接面罩', 'welding helmet сварочная маска хамелеон', ['Auto-Darkening Welding Helmet', 'Welding Mask'], ['True Colour Lens', '4 Arc Sensors', 'Solar Powered', 'DIN 9–13'], { glyph: 'helmet', price: [15, 69], attrs: ['color'] }),
        ],
      },
      {
        name: 'Machinery',
        zh: '机械设备',
        glyph: 'machine',
        price: [129, 2900],
        attrs: ['voltage'],
        leaves: [
          leaf('CNC Routers', '数控雕刻机', 'cnc router фрезерный станок чпу', ['3018 CNC Router', 'Desktop CNC Milling Machine', '6090 CNC Router'], ['GRBL Control', 'Offline Controller', 'Aluminium Frame', 'Ball Screw Drive'], { attrs: ['spindle'] }),
          leaf('Laser Engravers', '激光雕刻机', 'laser engraver лазерный гравер', ['Diode Laser Engraver', 'Fibre Laser Marking Machine'], ['0.08 mm Precision', 'Air Assist', 'Works on Wood & Metal', 'Enclosed Safety Cover'], { attrs: ['laserPower'] }),
          leaf('Air Compressors', '空压机', 'air compressor компрессор', ['Oil-Free Air Compressor', 'Portable Tyre Inflator'], ['50 L Tank', 'Low Noise 60 dB', '8 Bar', 'Quick Coupler'], { price: [29, 459] }),
          leaf('Packaging Machines', '包装机', 'packaging machine sealer упаковочная машина', ['Continuous Band Sealer', 'Vacuum Packing Machine', 'Shrink Wrap Machine'], ['Stainless Steel Body', 'Adjustable Speed', 'Digital Temperature Control', 'Industrial Grade']),
        ],
      },
      {
        name: 'Safety & Workwear',
        zh: '劳保用品',
        price: [2, 49],
        wholesale: true,
        leaves: [
          leaf('Safety Gloves', '安全手套', 'work gloves перчатки рабочие', ['Cut-Resistant Gloves', 'Nitrile Coated Work Gloves'], ['EN388 Level 5', 'Breathable', 'Touchscreen Fingertips', 'Oil Grip'], { glyph: 'glove', attrs: ['size', 'pack'], unit: 'pair' }),
          leaf('Safety Boots', '安全靴', 'safety boots спецобувь', ['Composite Toe Safety Boots', 'S3 Safety Shoes'], ['Anti-Puncture Midsole', 'Slip Resistant SRC', 'Antistatic', 'Waterproof'], { glyph: 'boot', attrs: ['menShoe'], unit: 'pair', price: [25, 79] }),
          leaf('Hard Hats', '安全帽', 'hard hat каска строительная', ['Vented Hard Hat', 'Full Brim Hard Hat'], ['ABS Shell', '6-Point Suspension', 'Ratchet Adjust', 'EN397 Certified'], { glyph: 'helmet', attrs: ['brightColor'] }),
        ],
      },
      {
        name: 'Electrical Components',
        zh: '电气元件',
        glyph: 'chip',
        price: [1, 39],
        attrs: ['pack'],
        wholesale: true,
        leaves: [
          leaf('Circuit Breakers', '断路器', 'circuit breaker автомат выключатель', ['Miniature Circuit Breaker', 'RCBO Breaker'], ['6 kA Breaking Capacity', 'DIN Rail Mount', 'CE Certified', 'Trip Indicator'], { attrs: ['amps'] }),
          leaf('Relays', '继电器', 'relay реле', ['Solid State Relay', '5V Relay Module'], ['Optocoupler Isolation', 'LED Indicator', 'Low Trigger Current', 'DIN Mount']),
          leaf('LED Drivers', 'LED驱动电源', 'led driver power supply блок питания', ['Constant Current LED Driver', '12V Power Supply'], ['Short-Circuit Protection', 'IP67', 'Flicker-Free', 'High Efficiency'], { attrs: ['watts'] }),
          leaf('Cable Ties', '扎带', 'cable ties стяжки', ['Nylon Cable Ties', 'Reusable Hook-and-Loop Ties'], ['UV Resistant', 'Self-Locking', 'Heat Resistant', 'Bag of 100'], { glyph: 'cable', unit: 'bag' }),
        ],
      },
    ],
  },
  {
    key: 'jewelry',
    name: 'Jewelry & Watches',
    zh: '珠宝手表',
    hue: 265,
    icon: 'watch',
    family: 'jewelry',
    groups: [
      {
        name: 'Watches',
        zh: '手表',
        glyph: 'watch',
        price: [9, 149],
        attrs: ['metal'],
        leaves: [
          leaf("Men's Watches", '男士手表', 'men watch часы мужские', ['Automatic Mechanical Watch', 'Chronograph Quartz Watch', 'Diver Watch'], ['Sapphire Glass', 'Stainless Steel', '10 ATM Water Resistant', 'Luminous Hands']),
          leaf("Women's Watches", '女士手表', 'women watch часы женские', ['Minimalist Women Watch', 'Bracelet Watch', 'Mesh Strap Watch'], ['Japanese Movement', 'Ultra-Thin', 'Waterproof', 'Gift Box']),
          leaf('Smart Watches', '智能手表', 'smart watch смарт-часы', ['Smart Watch', 'AMOLED Smart Watch', 'Sports Smart Watch'], ['Bluetooth Calling', 'Heart Rate & SpO2', '100+ Sport Modes', '7-Day Battery'], { attrs: ['color'], price: [19, 129] }),
          leaf('Kids Watches', '儿童手表', 'kids watch детские часы', ['Kids Smart Watch', 'Kids Digital Watch'], ['GPS Tracker', 'SOS Call', 'Camera', 'Waterproof'], { attrs: ['brightColor'] }),
        ],
      },
      {
        name: 'Rings',
        zh: '戒指',
        glyph: 'ring',
        attrs: ['metal', 'ringSize'],
        leaves: [
          leaf('Engagement Rings', '订婚戒指', 'engagement ring кольцо помолвочное', ['Moissanite Engagement Ring', 'Solitaire Ring', 'Halo Engagement Ring'], ['925 Sterling Silver', '1 ct Moissanite', 'Certificate Included', 'Gift Box'], { price: [29, 299] }),
          leaf('Fashion Rings', '时尚戒指', 'ring кольцо', ['Stackable Ring Set', 'Signet Ring', 'Adjustable Open Ring'], ['Hypoallergenic', '18K Gold Plated', 'Tarnish Resistant', 'Minimalist'], { price: [3, 29] }),
        ],
      },
      {
        name: 'Necklaces & Pendants',
        zh: '项链吊坠',
        glyph: 'necklace',
        attrs: ['metal'],
        price: [5, 89],
        leaves: [
          leaf('Pendant Necklaces', '吊坠项链', 'pendant necklace кулон подвеска', ['Heart Pendant Necklace', 'Initial Pendant Necklace', 'Birthstone Necklace'], ['925 Sterling Silver', 'Adjustable Chain', 'Zircon Stones', 'Gift Box']),
          leaf('Chokers', '颈链', 'choker чокер', ['Pearl Choker', 'Layered Choker Necklace'], ['Freshwater Pearls', '18K Gold Plated', 'Extender Chain', 'Hypoallergenic']),
          leaf('Chains', '链条', 'chain цепочка', ['Cuban Link Chain', 'Rope Chain', 'Figaro Chain'], ['Stainless Steel', 'Lobster Clasp', 'Waterproof', 'Unisex'], { attrs: ['metal', 'chainLength'] }),
        ],
      },
      {
        name: 'Earrings',
        zh: '耳饰',
        glyph: 'earrings',
        attrs: ['metal'],
        unit: 'pair',
        price: [3, 59],
        leaves: [
          leaf('Stud Earrings', '耳钉', 'stud earrings серьги гвоздики', ['Crystal Stud Earrings', 'Pearl Stud Earrings'], ['925 Silver Posts', 'Hypoallergenic', 'Secure Backs', 'Gift Box']),
          leaf('Hoop Earrings', '耳环', 'hoop earrings серьги кольца', ['Chunky Hoop Earrings', 'Huggie Hoops'], ['18K Gold Plated', 'Lightweight', 'Tarnish Free', 'Click Closure']),
          leaf('Drop Earrings', '耳坠', 'drop earrings серьги подвески', ['Tassel Drop Earrings', 'Crystal Drop Earrings'], ['Statement Design', 'Lightweight', 'Zircon Accents', 'Party Wear']),
        ],
      },
      {
        name: 'Bracelets',
        zh: '手链',
        glyph: 'bracelet',
        attrs: ['metal'],
        price: [3, 79],
        leaves: [
          leaf('Charm Bracelets', '串珠手链', 'charm bracelet браслет с шармами', ['Charm Bracelet', 'Snake Chain Bracelet'], ['Fits European Charms', '925 Silver', 'Safety Chain', 'Gift Box']),
          leaf('Bangles', '手镯', 'bangle браслет', ['Cuff Bangle', 'Hammered Bangle Set'], ['Adjustable', 'Stainless Steel', 'Tarnish Resistant', 'Stackable']),
          leaf('Beaded Bracelets', '珠串手链', 'beaded bracelet браслет из камней', ['Natural Stone Beaded Bracelet', 'Tiger Eye Bracelet', 'Lava Stone Bracelet'], ['8 mm Beads', 'Elastic Cord', 'Handmade', 'Unisex'], { attrs: ['pack'] }),
        ],
      },
    ],
  },
]

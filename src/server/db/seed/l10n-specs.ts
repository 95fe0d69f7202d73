/**
 * Spec (attribute) names and values of attributes.ts in Russian, Spanish, Chinese, French, Thai and Lao. A value is translated
 * whole when listed, else by its unit words ("5 pcs" → "5 шт."); numbers, sizes and model codes stay as they are.
 */
export type SeedLocale = 'ru' | 'es' | 'zh-CN'
/** The locales the catalogue itself (products, specs, categories) is written in; shop and site texts are in SeedLocale. */
export type CatalogueLocale = SeedLocale | 'fr' | 'th' | 'lo'
export const CATALOGUE_LOCALES: CatalogueLocale[] = ['ru', 'es', 'zh-CN', 'fr', 'th', 'lo']
type Words = Record<string, [ru: string, es: string, zh: string, fr: string, th: string, lo: string]>

const column: Record<CatalogueLocale, number> = { ru: 0, es: 1, 'zh-CN': 2, fr: 3, th: 4, lo: 5 }

const NAMES: Words = {
  Color: ['Цвет', 'Color', '颜色', 'Couleur', 'สี', 'ສີ'],
  Size: ['Размер', 'Talla', '尺码', 'Taille', 'ขนาด', 'ຂະໜາດ'],
  Waist: ['Талия', 'Cintura', '腰围', 'Tour de taille', 'รอบเอว', 'ຮອບແອວ'],
  Capacity: ['Ёмкость', 'Capacidad', '容量', 'Capacité', 'ความจุ', 'ຄວາມຈຸ'],
  Storage: ['Накопитель', 'Almacenamiento', '存储', 'Stockage', 'หน่วยความจำ', 'ໜ່ວຍຄວາມຈຳ'],
  Voltage: ['Напряжение', 'Voltaje', '电压', 'Tension', 'แรงดันไฟ', 'ແຮງດັນໄຟ'],
  Plug: ['Вилка', 'Enchufe', '插头', 'Prise', 'ปลั๊ก', 'ປລັກ'],
  Pack: ['Упаковка', 'Paquete', '包装', 'Lot', 'แพ็ก', 'ແພັກ'],
  Length: ['Длина', 'Longitud', '长度', 'Longueur', 'ความยาว', 'ຄວາມຍາວ'],
  Light: ['Свет', 'Luz', '光色', 'Lumière', 'แสงไฟ', 'ແສງໄຟ'],
  Switch: ['Переключатели', 'Interruptores', '轴体', 'Switchs', 'สวิตช์', 'ສະວິດ'],
  Bundle: ['Комплектация', 'Paquete', '套装', 'Pack', 'ชุด', 'ຊຸດ'],
  Set: ['Набор', 'Juego', '套装', 'Ensemble', 'ชุด', 'ຊຸດ'],
  Volume: ['Объём', 'Volumen', '容量', 'Contenance', 'ปริมาตร', 'ປະລິມາດ'],
  Shade: ['Оттенок', 'Tono', '色号', 'Teinte', 'เฉดสี', 'ເສດສີ'],
  Weight: ['Вес', 'Peso', '重量', 'Poids', 'น้ำหนัก', 'ນ້ຳໜັກ'],
  Fitting: ['Цоколь', 'Casquillo', '灯座', 'Culot', 'ขั้วหลอด', 'ຂົ້ວຫຼອດ'],
  Kit: ['Комплект', 'Kit', '套件', 'Kit', 'ชุดคิท', 'ຊຸດຄິດ'],
  Spindle: ['Шпиндель', 'Husillo', '主轴', 'Broche', 'แกนหมุน', 'ແກນໝູນ'],
  Power: ['Мощность', 'Potencia', '功率', 'Puissance', 'กำลังไฟ', 'ກຳລັງໄຟ'],
  Current: ['Ток', 'Corriente', '电流', 'Courant', 'กระแสไฟ', 'ກະແສໄຟ'],
}

const VALUES: Words = {
  Black: ['Чёрный', 'Negro', '黑色', 'Noir', 'ดำ', 'ດຳ'],
  White: ['Белый', 'Blanco', '白色', 'Blanc', 'ขาว', 'ຂາວ'],
  Silver: ['Серебристый', 'Plateado', '银色', 'Argent', 'เงิน', 'ເງິນ'],
  Grey: ['Серый', 'Gris', '灰色', 'Gris', 'เทา', 'ເທົາ'],
  Blue: ['Синий', 'Azul', '蓝色', 'Bleu', 'น้ำเงิน', 'ສີຟ້າ'],
  Red: ['Красный', 'Rojo', '红色', 'Rouge', 'แดง', 'ແດງ'],
  Green: ['Зелёный', 'Verde', '绿色', 'Vert', 'เขียว', 'ຂຽວ'],
  Pink: ['Розовый', 'Rosa', '粉色', 'Rose', 'ชมพู', 'ບົວ'],
  Navy: ['Тёмно-синий', 'Azul marino', '藏青色', 'Bleu marine', 'กรมท่า', 'ສີຟ້າເຂັ້ມ'],
  Beige: ['Бежевый', 'Beige', '米色', 'Beige', 'เบจ', 'ສີເບດ'],
  Khaki: ['Хаки', 'Caqui', '卡其色', 'Kaki', 'กากี', 'ສີກາກີ'],
  'Wine Red': ['Бордовый', 'Burdeos', '酒红色', 'Bordeaux', 'แดงไวน์', 'ແດງເຫຼົ້າແວງ'],
  'Sky Blue': ['Голубой', 'Azul cielo', '天蓝色', 'Bleu ciel', 'ฟ้า', 'ຟ້າອ່ອນ'],
  Brown: ['Коричневый', 'Marrón', '棕色', 'Marron', 'น้ำตาล', 'ສີນ້ຳຕານ'],
  Olive: ['Оливковый', 'Oliva', '橄榄绿', 'Olive', 'เขียวมะกอก', 'ຂຽວໝາກກອກ'],
  Yellow: ['Жёлтый', 'Amarillo', '黄色', 'Jaune', 'เหลือง', 'ເຫຼືອງ'],
  Orange: ['Оранжевый', 'Naranja', '橙色', 'Orange', 'ส้ม', 'ສີສົ້ມ'],
  Purple: ['Фиолетовый', 'Morado', '紫色', 'Violet', 'ม่วง', 'ສີມ່ວງ'],
  Gold: ['Золотой', 'Dorado', '金色', 'Or', 'ทอง', 'ສີຄຳ'],
  'Rose Gold': ['Розовое золото', 'Oro rosa', '玫瑰金', 'Or rose', 'โรสโกลด์', 'ຄຳບົວ'],
  'Warm White': ['Тёплый белый', 'Blanco cálido', '暖白光', 'Blanc chaud', 'วอร์มไวท์', 'ແສງຂາວອົບອຸ່ນ'],
  'Cool White': ['Холодный белый', 'Blanco frío', '冷白光', 'Blanc froid', 'คูลไวท์', 'ແສງຂາວເຢັນ'],
  'Red Switch': ['Красные', 'Rojos', '红轴', 'Rouges', 'สวิตช์แดง', 'ສະວິດແດງ'],
  'Blue Switch': ['Синие', 'Azules', '青轴', 'Bleus', 'สวิตช์น้ำเงิน', 'ສະວິດຟ້າ'],
  'Brown Switch': ['Коричневые', 'Marrones', '茶轴', 'Marron', 'สวิตช์น้ำตาล', 'ສະວິດນ້ຳຕານ'],
  Standard: ['Стандартная', 'Estándar', '标准版', 'Standard', 'มาตรฐาน', 'ມາດຕະຖານ'],
  'With Accessory Kit': [
    'С набором аксессуаров',
    'Con kit de accesorios',
    '含配件包',
    "Avec kit d'accessoires",
    'พร้อมชุดอุปกรณ์เสริม',
    'ພ້ອມຊຸດອຸປະກອນເສີມ',
  ],
  'Pro Bundle': ['Профессиональная', 'Pack Pro', '专业套装', 'Pack Pro', 'ชุดโปร', 'ຊຸດໂປຣ'],
  Single: ['Односпальный', 'Individual', '单人', 'Une place', 'เตียงเดี่ยว', 'ຕຽງດ່ຽວ'],
  Double: ['Двуспальный', 'Doble', '双人', 'Deux places', 'เตียงคู่', 'ຕຽງຄູ່'],
  Queen: ['Королевский', 'Queen', '大号', 'Queen', 'ควีนไซซ์', 'ຄວີນໄຊ'],
  King: ['Кинг-сайз', 'King', '特大号', 'King', 'คิงไซซ์', 'ຄິງໄຊ'],
  'Tool Only': ['Без аккумулятора', 'Solo herramienta', '裸机', 'Outil seul', 'ตัวเครื่องเปล่า', 'ເຄື່ອງເປົ່າ'],
  '1 Battery Kit': ['1 аккумулятор', '1 batería', '单电套装', 'Kit 1 batterie', 'ชุดแบตเตอรี่ 1 ก้อน', 'ຊຸດແບັດ 1 ກ້ອນ'],
  '2 Battery Kit': ['2 аккумулятора', '2 baterías', '双电套装', 'Kit 2 batteries', 'ชุดแบตเตอรี่ 2 ก้อน', 'ຊຸດແບັດ 2 ກ້ອນ'],
  'Size 3': ['Размер 3', 'Talla 3', '3号', 'Taille 3', 'เบอร์ 3', 'ເບີ 3'],
  'Size 4': ['Размер 4', 'Talla 4', '4号', 'Taille 4', 'เบอร์ 4', 'ເບີ 4'],
  'Size 5': ['Размер 5', 'Talla 5', '5号', 'Taille 5', 'เบอร์ 5', 'ເບີ 5'],
  '01 Nude': ['01 Нюд', '01 Nude', '01 裸色', '01 Nude', '01 นู้ด', '01 ນູດ'],
  '02 Coral': ['02 Коралловый', '02 Coral', '02 珊瑚色', '02 Corail', '02 คอรัล', '02 ສີປະກາລັງ'],
  '03 Ruby': ['03 Рубиновый', '03 Rubí', '03 宝石红', '03 Rubis', '03 ทับทิม', '03 ທັບທິມ'],
  '04 Berry': ['04 Ягодный', '04 Frutos rojos', '04 浆果色', '04 Baie', '04 เบอร์รี่', '04 ເບີຣີ'],
  '05 Mocha': ['05 Мокко', '05 Moca', '05 摩卡色', '05 Moka', '05 มอคค่า', '05 ມອກຄາ'],
}

/** Unit words after a number. */
const UNITS: Words = {
  pc: ['шт.', 'ud.', '件', 'pièce', 'ชิ้น', 'ຊິ້ນ'],
  pcs: ['шт.', 'uds.', '件', 'pièces', 'ชิ้น', 'ຊິ້ນ'],
  m: ['м', 'm', '米', 'm', 'ม.', 'ມ'],
  cm: ['см', 'cm', '厘米', 'cm', 'ซม.', 'ຊມ'],
  ml: ['мл', 'ml', '毫升', 'ml', 'มล.', 'ມລ'],
  L: ['л', 'L', '升', 'L', 'ลิตร', 'ລິດ'],
  kg: ['кг', 'kg', '公斤', 'kg', 'กก.', 'ກິໂລ'],
  '-inch': [' дюйма', ' pulgadas', '英寸', ' pouces', ' นิ้ว', ' ນິ້ວ'],
}

export function specName(name: string, locale: CatalogueLocale): string {
  return NAMES[name]?.[column[locale]] ?? name
}

export function specValue(value: string, locale: CatalogueLocale): string {
  const whole = VALUES[value]
  if (whole) return whole[column[locale]]
  const unit = /^([\d.×]+)( ?)(pcs|pc|m|cm|ml|L|kg|-inch)$/.exec(value)
  if (!unit) return value
  const word = UNITS[unit[3]][column[locale]]
  return unit[3] === '-inch' ? `${unit[1]}${word}` : `${unit[1]}${locale === 'zh-CN' ? '' : unit[2] || ' '}${word}`
}

/**
 * Spec (attribute) names and values of attributes.ts in Russian, Spanish and Chinese. A value is translated
 * whole when listed, else by its unit words ("5 pcs" → "5 шт."); numbers, sizes and model codes stay as they are.
 */
export type SeedLocale = 'ru' | 'es' | 'zh-CN'
type Words = Record<string, [ru: string, es: string, zh: string]>

const column: Record<SeedLocale, number> = { ru: 0, es: 1, 'zh-CN': 2 }

const NAMES: Words = {
  Color: ['Цвет', 'Color', '颜色'],
  Size: ['Размер', 'Talla', '尺码'],
  Waist: ['Талия', 'Cintura', '腰围'],
  Capacity: ['Ёмкость', 'Capacidad', '容量'],
  Storage: ['Накопитель', 'Almacenamiento', '存储'],
  Voltage: ['Напряжение', 'Voltaje', '电压'],
  Plug: ['Вилка', 'Enchufe', '插头'],
  Pack: ['Упаковка', 'Paquete', '包装'],
  Length: ['Длина', 'Longitud', '长度'],
  Light: ['Свет', 'Luz', '光色'],
  Switch: ['Переключатели', 'Interruptores', '轴体'],
  Bundle: ['Комплектация', 'Paquete', '套装'],
  Set: ['Набор', 'Juego', '套装'],
  Volume: ['Объём', 'Volumen', '容量'],
  Shade: ['Оттенок', 'Tono', '色号'],
  Weight: ['Вес', 'Peso', '重量'],
  Fitting: ['Цоколь', 'Casquillo', '灯座'],
  Kit: ['Комплект', 'Kit', '套件'],
  Spindle: ['Шпиндель', 'Husillo', '主轴'],
  Power: ['Мощность', 'Potencia', '功率'],
  Current: ['Ток', 'Corriente', '电流'],
}

const VALUES: Words = {
  Black: ['Чёрный', 'Negro', '黑色'],
  White: ['Белый', 'Blanco', '白色'],
  Silver: ['Серебристый', 'Plateado', '银色'],
  Grey: ['Серый', 'Gris', '灰色'],
  Blue: ['Синий', 'Azul', '蓝色'],
  Red: ['Красный', 'Rojo', '红色'],
  Green: ['Зелёный', 'Verde', '绿色'],
  Pink: ['Розовый', 'Rosa', '粉色'],
  Navy: ['Тёмно-синий', 'Azul marino', '藏青色'],
  Beige: ['Бежевый', 'Beige', '米色'],
  Khaki: ['Хаки', 'Caqui', '卡其色'],
  'Wine Red': ['Бордовый', 'Burdeos', '酒红色'],
  'Sky Blue': ['Голубой', 'Azul cielo', '天蓝色'],
  Brown: ['Коричневый', 'Marrón', '棕色'],
  Olive: ['Оливковый', 'Oliva', '橄榄绿'],
  Yellow: ['Жёлтый', 'Amarillo', '黄色'],
  Orange: ['Оранжевый', 'Naranja', '橙色'],
  Purple: ['Фиолетовый', 'Morado', '紫色'],
  Gold: ['Золотой', 'Dorado', '金色'],
  'Rose Gold': ['Розовое золото', 'Oro rosa', '玫瑰金'],
  'Warm White': ['Тёплый белый', 'Blanco cálido', '暖白光'],
  'Cool White': ['Холодный белый', 'Blanco frío', '冷白光'],
  'Red Switch': ['Красные', 'Rojos', '红轴'],
  'Blue Switch': ['Синие', 'Azules', '青轴'],
  'Brown Switch': ['Коричневые', 'Marrones', '茶轴'],
  Standard: ['Стандартная', 'Estándar', '标准版'],
  'With Accessory Kit': ['С набором аксессуаров', 'Con kit de accesorios', '含配件包'],
  'Pro Bundle': ['Профессиональная', 'Pack Pro', '专业套装'],
  Single: ['Односпальный', 'Individual', '单人'],
  Double: ['Двуспальный', 'Doble', '双人'],
  Queen: ['Королевский', 'Queen', '大号'],
  King: ['Кинг-сайз', 'King', '特大号'],
  'Tool Only': ['Без аккумулятора', 'Solo herramienta', '裸机'],
  '1 Battery Kit': ['1 аккумулятор', '1 batería', '单电套装'],
  '2 Battery Kit': ['2 аккумулятора', '2 baterías', '双电套装'],
  'Size 3': ['Размер 3', 'Talla 3', '3号'],
  'Size 4': ['Размер 4', 'Talla 4', '4号'],
  'Size 5': ['Размер 5', 'Talla 5', '5号'],
  '01 Nude': ['01 Нюд', '01 Nude', '01 裸色'],
  '02 Coral': ['02 Коралловый', '02 Coral', '02 珊瑚色'],
  '03 Ruby': ['03 Рубиновый', '03 Rubí', '03 宝石红'],
  '04 Berry': ['04 Ягодный', '04 Frutos rojos', '04 浆果色'],
  '05 Mocha': ['05 Мокко', '05 Moca', '05 摩卡色'],
}

/** Unit words after a number. */
const UNITS: Words = {
  pc: ['шт.', 'ud.', '件'],
  pcs: ['шт.', 'uds.', '件'],
  m: ['м', 'm', '米'],
  cm: ['см', 'cm', '厘米'],
  ml: ['мл', 'ml', '毫升'],
  L: ['л', 'L', '升'],
  kg: ['кг', 'kg', '公斤'],
  '-inch': [' дюйма', ' pulgadas', '英寸'],
}

export function specName(name: string, locale: SeedLocale): string {
  return NAMES[name]?.[column[locale]] ?? name
}

export function specValue(value: string, locale: SeedLocale): string {
  const whole = VALUES[value]
  if (whole) return whole[column[locale]]
  const unit = /^([\d.×]+)( ?)(pcs|pc|m|cm|ml|L|kg|-inch)$/.exec(value)
  if (!unit) return value
  const word = UNITS[unit[3]][column[locale]]
  return unit[3] === '-inch' ? `${unit[1]}${word}` : `${unit[1]}${locale === 'zh-CN' ? '' : unit[2] || ' '}${word}`
}

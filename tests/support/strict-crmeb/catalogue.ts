/**
 * The strict fake's demo catalogue: one shopper, two shops, four products, each field one that
 * ../shared/api/docs/api.md §5 (#ref-5) documents — and nothing our own API adds (no `minBuy`, `isShow`, `attrStatus`,
 * `payStatus`, points or notices). Images are inline SVG so the fake serves no files.
 */
export const SHOPPER = {
  id: 1,
  email: 'strict@crmeb.example',
  password: 'Strict12345!',
  phone: '9000000001',
  nickname: 'Strict Shopper',
}

const svg = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="${fill}"/></svg>`)}`

export interface FakeSku {
  id: number
  key: string
  price: string
  otPrice: string
  stock: number
}
export interface FakeProduct {
  id: number
  merId: number
  cid: number
  storeName: string
  image: string
  price: string
  otPrice: string
  sales: number
  ficti: number
  attrName: string
  skus: FakeSku[]
}
export interface FakeMerchant {
  id: number
  name: string
  avatar: string
  freight: string
}

export const MERCHANTS: FakeMerchant[] = [
  { id: 1, name: 'Strict Outfitters', avatar: svg('#2b6cb0'), freight: '5.00' },
  { id: 2, name: 'Contract Kitchen', avatar: svg('#2f855a'), freight: '3.50' },
]

export const CATEGORIES = [
  {
    id: 1,
    pid: 0,
    name: 'Clothing',
    childList: [
      { id: 11, pid: 1, name: 'Jackets', childList: [{ id: 111, pid: 11, name: 'Rain jackets', childList: [] }] },
    ],
  },
  {
    id: 2,
    pid: 0,
    name: 'Kitchen',
    childList: [
      { id: 21, pid: 2, name: 'Cookware', childList: [{ id: 211, pid: 21, name: 'Kettles', childList: [] }] },
    ],
  },
]

export const PRODUCTS: FakeProduct[] = [
  {
    id: 101,
    merId: 1,
    cid: 111,
    storeName: 'Strict Rain Jacket',
    image: svg('#c53030'),
    price: '40.00',
    otPrice: '55.00',
    sales: 12,
    ficti: 3,
    attrName: 'Size',
    skus: [
      { id: 1011, key: 'M', price: '40.00', otPrice: '55.00', stock: 50 },
      { id: 1012, key: 'L', price: '42.00', otPrice: '55.00', stock: 50 },
    ],
  },
  {
    id: 102,
    merId: 1,
    cid: 111,
    storeName: 'Contract Windbreaker',
    image: svg('#dd6b20'),
    price: '25.50',
    otPrice: '30.00',
    sales: 4,
    ficti: 0,
    attrName: 'Size',
    skus: [{ id: 1021, key: 'M', price: '25.50', otPrice: '30.00', stock: 20 }],
  },
  {
    id: 201,
    merId: 2,
    cid: 211,
    storeName: 'Envelope Kettle',
    image: svg('#38a169'),
    price: '19.90',
    otPrice: '24.00',
    sales: 30,
    ficti: 10,
    attrName: 'Colour',
    skus: [
      { id: 2011, key: 'Steel', price: '19.90', otPrice: '24.00', stock: 40 },
      { id: 2012, key: 'Black', price: '21.90', otPrice: '24.00', stock: 40 },
    ],
  },
  {
    id: 202,
    merId: 2,
    cid: 211,
    storeName: 'Documented Teapot',
    image: svg('#319795'),
    price: '12.00',
    otPrice: '12.00',
    sales: 2,
    ficti: 1,
    attrName: 'Colour',
    skus: [{ id: 2021, key: 'White', price: '12.00', otPrice: '12.00', stock: 15 }],
  },
]

/** One platform coupon the shopper owns: the contract's single `couponId`. */
export const OWNED_COUPON = { id: 7, name: '5 off orders over 30', money: '5.00', minPrice: '30.00', useType: 1 }

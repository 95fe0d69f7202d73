/**
 * N shoppers checking out in a loop against a server that comes and goes. While the server is down they wait;
 * a request the kill cut off counts as interrupted; anything but an envelope with code 200 or 400 is an error
 * (a 500 under load, a non-envelope answer) and fails the gate.
 */
import {
  type Attempt,
  type BuyableSku,
  checkoutOnce,
  countCutOff,
  countRefusal,
  type LoadStats,
  Refused,
  ServerDown,
  Shopper,
  until,
} from './shoppers'

export class CheckoutLoad {
  readonly attempts: Attempt[] = []
  readonly stats: LoadStats = { attempts: 0, refused: new Map(), cutOff: new Map() }
  readonly errors: string[] = []
  private up = false
  private stopped = false
  private loops: Promise<void>[] = []

  constructor(
    readonly shoppers: Shopper[],
    private readonly skus: BuyableSku[],
  ) {}

  /** Orders acknowledged so far (code 200 with an order number). */
  get acknowledged() {
    return this.attempts.filter((a) => a.orderNo).length
  }

  serverUp() {
    this.up = true
  }

  /** Call before killing the server: shoppers whose request fails wait instead of hammering a dead port. */
  serverDown() {
    this.up = false
  }

  start() {
    this.loops = this.shoppers.map((shopper) => this.loop(shopper))
  }

  async stop() {
    this.stopped = true
    await Promise.all(this.loops)
  }

  private async loop(shopper: Shopper) {
    const waitForServer = () =>
      until(
        () => this.up,
        () => this.stopped,
      )
    while (!this.stopped) {
      if (!this.up) {
        await waitForServer()
        continue
      }
      try {
        const attempt = await checkoutOnce(shopper, this.skus, this.stats, waitForServer)
        if (attempt) this.attempts.push(attempt)
      } catch (error) {
        if (error instanceof ServerDown) {
          countCutOff(this.stats, error)
          await waitForServer()
        } else if (error instanceof Refused && error.code === 400) countRefusal(this.stats, error.serverMessage)
        else this.errors.push((error as Error).message)
      }
    }
  }
}

/** Signs `count` shoppers up, a few at a time. */
export async function signUpShoppers(count: number, origin: () => string): Promise<Shopper[]> {
  const shoppers = Array.from({ length: count }, () => new Shopper(origin))
  for (let i = 0; i < shoppers.length; i += 6) await Promise.all(shoppers.slice(i, i + 6).map((s) => s.signUp()))
  return shoppers
}

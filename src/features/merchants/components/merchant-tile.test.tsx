import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../tests/unit/render'
import { MerchantTile, type MerchantTileData } from './merchant-tile'

const store = (isSelf: boolean): MerchantTileData => ({
  id: 1,
  name: 'Crossborder Home',
  avatar: '',
  starLevel: 5,
  isSelf,
  followerCount: 3,
  proList: [],
})

describe('MerchantTile badges', () => {
  it('says "self-operated" once for the platform’s own store, whose store type is that too', async () => {
    renderWithProviders(<MerchantTile merchant={store(true)} typeName="Self-operated" />)
    expect(await screen.findAllByText('Self-operated')).toHaveLength(1)
  })

  it('shows the store type of any other store', async () => {
    renderWithProviders(<MerchantTile merchant={store(false)} typeName="Factory direct" />)
    expect(await screen.findByText('Factory direct')).toBeTruthy()
    expect(screen.queryByText('Self-operated')).toBeNull()
  })
})

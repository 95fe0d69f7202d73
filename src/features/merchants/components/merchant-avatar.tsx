/** A store's avatar in store lists and tiles: its picture, or its initials on red when it has none. */
import { Avatar } from '@mantine/core'

export function MerchantAvatar(props: { merchant: { avatar: string; name: string }; size: number; lazy?: boolean }) {
  const { merchant, size } = props
  return (
    <Avatar
      src={merchant.avatar || null}
      alt=""
      name={merchant.name}
      size={size}
      radius="md"
      color="red"
      imageProps={{ loading: props.lazy ? 'lazy' : 'eager', width: size, height: size }}
    />
  )
}

/** The store's qualification tab (M4): company and contact details and the qualification pictures (lightbox). */
import { Trans, useLingui } from '@lingui/react/macro'
import { Image, Modal, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useApiTime } from '~/ui/api-time'
import { merchantDetailQuery, merchantIndexQuery, parseImageList } from '../queries'
import classes from './store.module.css'

export function StoreQualification(props: { merId: number }) {
  const { t } = useLingui()
  const { data: store } = useSuspenseQuery(merchantIndexQuery(props.merId))
  const { data: detail } = useSuspenseQuery(merchantDetailQuery(props.merId))
  const pictures = parseImageList(detail.qualificationPicture)
  const [open, setOpen] = useState<number | null>(null)
  const formatTime = useApiTime()
  const rows: [ReactNode, string | undefined][] = [
    [<Trans key="company">Company</Trans>, store.name],
    [<Trans key="contact">Contact person</Trans>, detail.realName],
    [<Trans key="country">Country / region</Trans>, detail.country],
    [<Trans key="address">Address</Trans>, detail.address],
    [<Trans key="phone">Phone</Trans>, detail.phone],
    [<Trans key="email">E-mail</Trans>, detail.email],
    [<Trans key="hours">Opening hours</Trans>, detail.openingHours],
    [<Trans key="joined">Joined</Trans>, formatTime.date(detail.createTime)],
    [<Trans key="keywords">Main products</Trans>, detail.keywords],
  ]
  return (
    <>
      <section className={classes.panel} data-testid="store-info">
        <h2 className={classes.panelTitle}>
          <Trans>Store information</Trans>
        </h2>
        <dl className={classes.infoGrid} style={{ margin: 0 }}>
          {rows
            .filter(([, value]) => Boolean(value))
            .map(([label, value], index) => (
              <div key={index} style={{ display: 'contents' }}>
                <dt className={classes.infoLabel}>{label}</dt>
                <dd style={{ margin: 0 }}>{value}</dd>
              </div>
            ))}
        </dl>
        {detail.intro ? (
          <Text size="sm" c="gray.7" mt="md">
            {detail.intro}
          </Text>
        ) : null}
      </section>
      <section className={classes.panel} data-testid="store-qualification">
        <h2 className={classes.panelTitle}>
          <Trans>Qualifications</Trans>
        </h2>
        {pictures.length === 0 ? (
          <Text c="dimmed" size="sm">
            <Trans>This store has not published qualification pictures.</Trans>
          </Text>
        ) : (
          <div className={classes.pictures}>
            {pictures.map((url, index) => (
              <button
                key={url + index}
                type="button"
                className={classes.pictureButton}
                onClick={() => setOpen(index)}
                aria-label={t`Enlarge qualification picture ${index + 1}`}
                data-testid="qualification-picture"
              >
                <Image src={url} alt={t`Qualification ${index + 1}`} w="100%" h={160} fit="cover" loading="lazy" />
              </button>
            ))}
          </div>
        )}
      </section>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        size="auto"
        centered
        title={open !== null ? t`Qualification ${open + 1} of ${pictures.length}` : undefined}
      >
        {open !== null ? (
          <Image src={pictures[open]} alt={t`Qualification ${open + 1}`} mah="80vh" maw="90vw" fit="contain" />
        ) : null}
      </Modal>
    </>
  )
}

/** The store's qualification tab (M4): company and contact details and the qualification pictures (lightbox). */
import { Trans, useLingui } from '@lingui/react/macro'
import { Image, Modal, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { countryCodeFrom } from '~/contract/countries'
import { countryName } from '~/lib/countries'
import { useApiTime } from '~/ui/api-time'
import { merchantDetailQuery, merchantIndexQuery, parseImageList } from '../queries'
import classes from './store.module.css'

export function StoreQualification(props: { merId: number }) {
  const { t, i18n } = useLingui()
  const { data: store } = useSuspenseQuery(merchantIndexQuery(props.merId))
  const { data: detail } = useSuspenseQuery(merchantDetailQuery(props.merId))
  const pictures = parseImageList(detail.qualificationPicture)
  const [open, setOpen] = useState<number | null>(null)
  const formatTime = useApiTime()
  const country = countryCodeFrom(detail.country)
  // Registered names and addresses are shown as registered: `asIs` rows carry translate="no" for browser translators.
  const rows: [ReactNode, string | undefined, asIs?: boolean][] = [
    [<Trans key="company">Company</Trans>, store.name, true],
    [<Trans key="contact">Contact person</Trans>, detail.realName, true],
    [<Trans key="country">Country / region</Trans>, country ? countryName(country, i18n.locale) : detail.country],
    [<Trans key="address">Address</Trans>, detail.address, true],
    [<Trans key="phone">Phone</Trans>, detail.phone, true],
    [<Trans key="email">E-mail</Trans>, detail.email, true],
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
            .map(([label, value, asIs], index) => (
              <div key={index} style={{ display: 'contents' }}>
                <dt className={classes.infoLabel}>{label}</dt>
                {/* The country's name and the date keep the server's words on hydration (decision 75). */}
                <dd style={{ margin: 0 }} translate={asIs ? 'no' : undefined} suppressHydrationWarning>
                  {value}
                </dd>
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

import { useTranslation } from 'react-i18next';

/** The home page's upcoming matches while none is open for betting: what the markets are. */
export function UpcomingMatchesTeaser() {
  const { t } = useTranslation();
  const markets = [t('home.correctScore'), t('home.incorrectScore'), t('home.firstHalf'), t('home.fullTime')];
  return (
    <section className="sl-teaser" aria-labelledby="home-upcoming" data-testid="home-upcoming">
      <div className="sl-teaser__head">
        <h2 id="home-upcoming" className="sl-teaser__title">{t('home.upcomingTitle')}</h2>
        <span className="sl-teaser__badge">{t('home.upcomingNone')}</span>
      </div>
      <div className="sl-teaser__pitch" aria-hidden="true">
        <span className="sl-teaser__team sl-teaser__team--home" />
        <span className="sl-teaser__score">
          <span>2</span>
          <span className="sl-teaser__colon">:</span>
          <span>1</span>
        </span>
        <span className="sl-teaser__team sl-teaser__team--away" />
      </div>
      <p className="sl-teaser__body">{t('home.upcomingBody')}</p>
      <ul className="sl-teaser__chips">
        {markets.map((market) => (
          <li key={market}>{market}</li>
        ))}
      </ul>
    </section>
  );
}

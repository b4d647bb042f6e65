import { formatNumber, formatRiskPrice, type RiskErrorCode } from '@tradescope/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import type en from './i18n/en.json';

const PREFIX = 'market.risk-quant.';

/** The screen's key of a domain rule: `market.risk-quant.not-a-number` reads `errors.not-a-number`. */
export const errorKey = (code: RiskErrorCode) =>
  `errors.${code.slice(PREFIX.length)}` as `errors.${keyof typeof en.errors}`;

/** The rule's words in the interface language. */
export const useRiskMessage = () => {
  const { t } = useTranslation('risk-quant');
  return (code: RiskErrorCode | undefined) => (code === undefined ? undefined : t(errorKey(code)));
};

/** The figures as the calculator shows them: prices at the spec's risk scale (§9), money and percents in the locale. */
export const useRiskFormat = () => {
  const locale = useLanguage();
  return useMemo(() => {
    const percentFormat = new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', {
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    });
    return {
      locale,
      price: (value: number) => formatRiskPrice(value, locale),
      money: (value: number) => formatNumber(value, locale),
      /** A whole-number percent (1 means 1 %), signed. */
      percent: (value: number) => `${percentFormat.format(value)}%`,
      ratio: (value: number) => `1 : ${formatNumber(value, locale)}`,
    };
  }, [locale]);
};

import { formatNumber, formatRiskPrice, type RiskErrorCode, toPersianDigits } from '@tradescope/domain';
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
    const persian = locale === 'fa';
    const digits = (text: string) => (persian ? toPersianDigits(text).replace('.', '٫') : text);
    return {
      locale,
      price: (value: number) => formatRiskPrice(value, locale),
      money: (value: number) => formatNumber(value, locale),
      /** A whole-number percent (1 means 1 %), signed, at most 2 decimals. */
      percent: (value: number) => {
        const rounded = Number(value.toFixed(2));
        const sign = rounded > 0 ? '+' : rounded < 0 ? '-' : '';
        return `${sign}${digits(String(Math.abs(rounded)))}${persian ? '٪' : '%'}`;
      },
      ratio: (value: number) => `${digits('1')} : ${formatNumber(value, locale)}`,
    };
  }, [locale]);
};

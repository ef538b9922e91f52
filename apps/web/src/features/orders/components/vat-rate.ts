/** A VAT rate in hundredths of a percent (2000) as the sheets write it: « 20 % », « 5,5 % ». */
export const formatVatRate = (rate: number) => `${(rate / 100).toLocaleString('fr-FR')} %`;

/** The Settings screens (the resource kit's screens of the `settings` area). */
export default {
  /** Field labels of the Settings' plain resources (`i18n.fields` of their declarations). */
  fields: {
    name: 'Name',
    code: 'Code',
    name_en: 'Name (English)',
    name_mn: 'Name (Mongolian)',
    kind: 'Kind',
    parent_id: 'Part of',
    category: 'Category',
    rows: 'Sizes',
  },
} as const;

/** The System settings screens (src/web/screens/system, and the resource kit's screens of the `system` area). */
export default {
  /** Field labels of the System settings' plain resources (`i18n.fields` of their declarations). */
  fields: {
    name: 'Name',
    code: 'Code',
    name_en: 'Name (English)',
    name_mn: 'Name (Mongolian)',
    active: 'Offered',
    position: 'Position',
  },
} as const;

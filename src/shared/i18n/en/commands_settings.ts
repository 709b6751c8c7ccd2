/** Titles of the Settings' commands (`commands.settings.*`), the plain resources' by their name. */
export default {
  zone: {
    list: 'List zones', get: 'Show zone', create: 'Create zone', update: 'Update zone', delete: 'Delete zone', audits: 'History of a zone',
  },
  sizing_guide: {
    list: 'List sizing guides', get: 'Show sizing guide', create: 'Create sizing guide', update: 'Update sizing guide', delete: 'Delete sizing guide',
    clone: 'Copy sizing guide', audits: 'History of a sizing guide',
  },
} as const;

/** Lists and forms (issue 13): paging past a capped count, filter chips, empty states, unsaved edits, refused pages. */
export default {
  page: 'Page {{page}}',
  retry: 'Retry',
  empty: {
    filtered: 'Nothing matches these filters.',
  },
  filters: {
    add: '+ Add filter',
    remove: 'Remove the filter {{filter}}',
  },
  unsaved: {
    title: 'Leave without saving?',
    body: 'Your changes on this screen are not saved yet. Leaving drops them.',
    leave: 'Leave and drop the changes',
    stay: 'Stay on the screen',
    bar_label: 'Unsaved changes',
    bar_one: 'One section has unsaved changes',
    bar_other: '{{count}} sections have unsaved changes',
    discard: 'Discard',
    save: 'Save changes',
  },
  refused: {
    forbidden_title: 'Your roles do not open this page',
    roles: 'It is opened by the roles: {{roles}}.',
    websites: 'It is there on the websites {{websites}} only.',
    features: 'It is there on websites with {{features}} only.',
    tenant: 'Choose a merchant in the header first.',
    merchant: 'It lists the platform’s own people, whom a merchant account does not reach.',
    ask: 'Whoever manages users can give you a role that opens it.',
    not_found_title: 'Page not found',
    not_found_body: 'There is no page at {{path}} in the console.',
    home: 'Go to your start page',
  },
  failed: {
    title: 'This screen failed',
    body: 'Something went wrong while showing this screen. Reload the page to try again.',
    chunk_title: 'This screen could not be loaded',
    chunk_body: 'The console was probably updated while you worked. Reload the page to get the new version.',
    reload: 'Reload',
  },
} as const;

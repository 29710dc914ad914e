/** The id of the hidden note "Opens in a new tab" that every recipe link is described by. */
export const NEW_TAB_NOTE_ID = 'recipe-new-tab-note';

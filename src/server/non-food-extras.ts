/**
 * Hazardous things people type that the built-in chef's non-food list (src/chef/data/non-foods.ts)
 * does not name yet: more household chemicals, brand names that stand for them, and medicines.
 * Kept here, beside the screening that uses them, while that list is being reworked; each entry
 * reads like the chef's (whole words after normalising) and uses one of its reasons.
 */
export const EXTRA_NON_FOODS = {
  'a cleaning product': [
    'bathroom cleaner',
    'descaler',
    'laundry pods',
    'washing pods',
    'dishwasher pods',
    'washing soda',
    'borax',
    'air freshener',
    'domestos',
    'clorox',
    'lysol',
    'windex',
    'drano',
    'febreze',
  ],
  'a chemical': [
    'methanol',
    'ethylene glycol',
    'lamp oil',
    'mercury',
    'mothballs',
    'moth balls',
    'bug spray',
    'wd40',
    'wd 40',
    'nicotine',
    'e liquid',
    'vape juice',
  ],
  'a medicine': ['painkillers', 'codeine', 'sleeping tablets', 'antidepressants', 'insulin'],
  'a toiletry': ['nail polish', 'cologne', 'hand cream', 'face cream', 'bubble bath', 'bath salts'],
} as const satisfies Record<string, readonly string[]>;

import { defineSearch, oneOf, urlId } from '../../lib/list-search';

// The route's validateSearch: it runs before the page's chunk loads, so this stays small.

/** The page's tabs: the camera itself, its profiles, the kitchen's categories. */
const CAMERA_SETTINGS_TABS = ['camera', 'profiles', 'categories'] as const;
export type CameraSettingsTab = (typeof CAMERA_SETTINGS_TABS)[number];
/** The URL's tab group (spec 000 §2: the active tab in a parameter named after the group). */
export const CAMERA_SETTINGS_TAB_GROUP = 'tab';

/**
 * /cameras/settings' URL: the camera shown (absent: the kitchen's first) and the tab; a bad
 * value is dropped (spec 000 §5), and a camera the kitchen does not have shows the first.
 */
export const cameraSettingsSearch = defineSearch({
  camera: urlId,
  tab: oneOf(CAMERA_SETTINGS_TABS),
});

export type CameraSettingsSearch = ReturnType<typeof cameraSettingsSearch.validate>;

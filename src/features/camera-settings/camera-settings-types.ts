/** The kitchen a page acts on, with its label for confirmations (the wrong-site guard). */
export interface Kitchen {
  uuid: string;
  label: string;
}

/** Which of a camera's confirmations is open (camera-panel.tsx, camera-dialogs.tsx). */
export type CameraDialog = 'restart' | 'reset' | 'credentials' | 'delete' | null;

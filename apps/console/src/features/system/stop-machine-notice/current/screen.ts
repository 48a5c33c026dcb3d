import { stopMachineScreen } from '../definition';

export const screen = stopMachineScreen(false);

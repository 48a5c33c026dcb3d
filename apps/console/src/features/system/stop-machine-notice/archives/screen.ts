import { stopMachineScreen } from '../definition';

export const screen = stopMachineScreen(true);

// Whether the content form around a widget is being saved: what a disabled fieldset does not reach
// (the formatted-text editor, a link) follows it.
import { createContext, useContext } from 'react';

export const FormBusy = createContext(false);

export const useFormBusy = () => useContext(FormBusy);

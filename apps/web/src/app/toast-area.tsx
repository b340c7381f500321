import { ToastContainer } from 'react-toastify';

/** The toast area at the top-right of the screen (spec §2). */
export function ToastArea() {
  return (
    <ToastContainer position="top-right" autoClose={5000} newestOnTop closeOnClick={false} theme="light" />
  );
}

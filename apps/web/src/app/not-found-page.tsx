// The page lives in components/ so features can show it when the API says what they name is missing.
export { NotFoundPage } from '../components/not-found-page';

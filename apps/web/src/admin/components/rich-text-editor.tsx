// The editor is shared with the learner app (discussions); the console's forms import it from here.
export { RichTextEditor } from '../../components/rich-text-editor';

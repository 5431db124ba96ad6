import { useParams } from 'react-router';
import { useCurrentUser } from '../auth/auth.queries';
import { ChatPage } from '../chat/chat.page';

export function ProjectPage() {
  const { projectId } = useParams();
  const user = useCurrentUser();
  // Projects belong to accounts: a visitor who follows a project link sees the welcome chat and signs in from there.
  return <ChatPage key={projectId} projectId={user === null ? undefined : projectId} />;
}

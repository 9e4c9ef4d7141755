import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

export default function NotificationsHost() {
  return <Notifications position="top-right" autoClose={3000} zIndex={1000} />;
}

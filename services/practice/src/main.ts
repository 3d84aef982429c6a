import './tracing';
import { runService } from '@tutor/service-runtime';
import { service } from './service';

runService(service);
